import type { courseLibrarySchema } from '@lp/shared/content/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';

export type CourseLibrary = z.output<typeof courseLibrarySchema>;

export const courseLibraryKey = ['courseLibrary'] as const;

/** GET courseLibrary: the learner's programs and courses, each course with access state and progress. */
export async function getCourseLibrary(): Promise<CourseLibrary> {
  return api.get<CourseLibrary>('courseLibrary');
}

export const courseLibraryQueryOptions = () =>
  queryOptions({ queryKey: courseLibraryKey, queryFn: getCourseLibrary });

export function useCourseLibrary() {
  return useQuery(courseLibraryQueryOptions());
}
