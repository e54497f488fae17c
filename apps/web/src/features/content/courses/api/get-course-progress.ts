import { progressRecordSchema } from '@lp/shared/progress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export type ProgressRecordData = ReturnType<typeof progressRecordSchema.parse>;

/** A learner's records in one course: the course (null before any progress), its topics and decks. */
export interface CourseProgress {
  course: ProgressRecordData | null;
  topics: Record<string, ProgressRecordData>;
  decks: Record<string, ProgressRecordData>;
}

interface CourseProgressBody {
  course: unknown;
  topics: Record<string, unknown>;
  decks: Record<string, unknown>;
}

export const courseProgressKey = (courseId: string, userId: string) =>
  ['courses', 'progress', courseId, userId] as const;

const parseAll = (records: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(records).map(([id, record]) => [id, progressRecordSchema.parse(record)]));

/** GET courses/{courseId}/learners/{userId}/show. */
export async function getCourseProgress(courseId: string, userId: string): Promise<CourseProgress> {
  const body = await api.get<CourseProgressBody>(`courses/${courseId}/learners/${userId}/show`);
  return {
    course: body.course ? progressRecordSchema.parse(body.course) : null,
    topics: parseAll(body.topics ?? {}),
    decks: parseAll(body.decks ?? {}),
  };
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
