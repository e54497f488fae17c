import type { progressRecordSchema } from '@lp/shared/progress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';

export type ProgressRecordData = z.output<typeof progressRecordSchema>;

/** A learner's records in one course: the course (null before any progress), its topics and decks. */
export interface CourseProgress {
  course: ProgressRecordData | null;
  topics: Record<string, ProgressRecordData>;
  decks: Record<string, ProgressRecordData>;
}

export const courseProgressKey = (courseId: string, userId: string) =>
  ['courses', 'progress', courseId, userId] as const;

/** GET courses/{courseId}/learners/{userId}/show. */
export async function getCourseProgress(courseId: string, userId: string): Promise<CourseProgress> {
  return api.get<CourseProgress>(`courses/${courseId}/learners/${userId}/show`);
}

export const courseProgressQueryOptions = (courseId: string, userId: string) =>
  queryOptions({
    queryKey: courseProgressKey(courseId, userId),
    queryFn: () => getCourseProgress(courseId, userId),
  });

/** Waits for the course id (a course opened by identifier learns it from the course detail). */
export function useCourseProgress(courseId: string | undefined, userId: string | undefined) {
  return useQuery({
    ...courseProgressQueryOptions(courseId ?? '', userId ?? ''),
    enabled: Boolean(courseId && userId),
  });
}
