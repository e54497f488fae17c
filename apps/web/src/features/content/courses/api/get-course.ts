import type { CourseDetail } from '@lp/shared/content/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

/** Every cached course detail starts with this key (the progress push updates them all). */
export const courseDetailKeyPrefix = ['courses', 'show'] as const;

/**
 * GET courses/{idOrIdentifier}/show: the course with its topics and deck summaries. The server
 * accepts the uuid or the public identifier, so /c/{identifier} and /e/{identifier} use it too.
 */
export async function getCourse(idOrIdentifier: string): Promise<CourseDetail> {
  return api.get<CourseDetail>(`courses/${encodeURIComponent(idOrIdentifier)}/show`);
}

export const courseQueryOptions = (idOrIdentifier: string) =>
  queryOptions({
    queryKey: [...courseDetailKeyPrefix, idOrIdentifier],
    queryFn: () => getCourse(idOrIdentifier),
  });

export function useCourse(idOrIdentifier: string) {
  return useQuery(courseQueryOptions(idOrIdentifier));
}
