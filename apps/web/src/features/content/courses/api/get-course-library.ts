import { courseLibrarySchema } from '@lp/shared/content/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export type CourseLibrary = ReturnType<typeof courseLibrarySchema.parse>;

export const courseLibraryKey = ['courseLibrary'] as const;

/** GET courseLibrary: the learner's programs and courses, each course with access state and progress. */
export async function getCourseLibrary(): Promise<CourseLibrary> {
  return courseLibrarySchema.parse(await api.get<unknown>('courseLibrary'));
}

export const courseLibraryQueryOptions = () =>
  queryOptions({ queryKey: courseLibraryKey, queryFn: getCourseLibrary });

export function useCourseLibrary() {
  return useQuery(courseLibraryQueryOptions());
}
