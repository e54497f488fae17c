import { type CourseVersion, courseVersionListSchema } from '@lp/shared/builder';
import { SESSION_INVALID_STATUS } from '@lp/shared/errors';
import { useQuery } from '@tanstack/react-query';
import { api, apiUrl } from '../../../lib/api-client.ts';
import { toApiClientError } from '../../../lib/api-error.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { handleSessionInvalid } from '../../../lib/session.ts';
import { builderKeys } from './keys.ts';

/** GET courses/{id}/versions: the old versions archived by relaunches and resets. */
export async function getCourseVersions(id: string, signal?: AbortSignal): Promise<CourseVersion[]> {
  return courseVersionListSchema.parse(await api.get<unknown>(`courses/${id}/versions`, { signal }));
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
export async function downloadVersionReport(id: string, version: number): Promise<void> {
  const token = useAuthStore.getState().token;
  const response = await fetch(apiUrl(`courses/${id}/versions/${version}/report`), {
    headers: token ? { 'access-token': token, Accept: 'text/csv' } : { Accept: 'text/csv' },
  });
  if (response.status === SESSION_INVALID_STATUS) handleSessionInvalid();
  if (!response.ok) throw toApiClientError(response.status, await response.text());
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `course-${id}-version-${version}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
