import type { BuilderCourse } from '@lp/shared/builder';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

/** GET courses/{id}/showAdmin: a course, exam or contest with its whole outline. */
export async function getCourseAdmin(id: string, signal?: AbortSignal): Promise<BuilderCourse> {
  return api.get<BuilderCourse>(`courses/${encodeURIComponent(id)}/showAdmin`, { signal });
}

export const courseAdminQueryOptions = (id: string) =>
  queryOptions({ queryKey: builderKeys.course(id), queryFn: ({ signal }) => getCourseAdmin(id, signal) });

export function useCourseAdmin(id: string) {
  return useQuery(courseAdminQueryOptions(id));
}
