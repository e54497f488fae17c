import type { CourseVersion } from '@lp/shared/builder';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { downloadApiFile } from '../../../lib/save-file.ts';
import { builderKeys } from './keys.ts';

/** GET courses/{id}/versions: the old versions archived by relaunches and resets. */
export async function getCourseVersions(id: string, signal?: AbortSignal): Promise<CourseVersion[]> {
  return api.get<CourseVersion[]>(`courses/${id}/versions`, { signal });
}

export function useCourseVersions(id: string, enabled: boolean) {
  return useQuery({
    queryKey: builderKeys.courseVersions(id),
    queryFn: ({ signal }) => getCourseVersions(id, signal),
    enabled,
  });
}

/**
 * GET courses/{id}/versions/{version}/report: the CSV needs the access-token header, so it is
 * fetched here and handed to the browser as a file.
 */
export function downloadVersionReport(id: string, version: number): Promise<void> {
  return downloadApiFile(
    `courses/${id}/versions/${version}/report`,
    `course-${id}-version-${version}.csv`,
    'text/csv',
  );
}
