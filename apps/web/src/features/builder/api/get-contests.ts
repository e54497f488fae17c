import type { CourseCard } from '@lp/shared/content/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

/** GET contests/list: the team's contests (403 while the team's contests feature is off). */
export async function getContests(signal?: AbortSignal): Promise<CourseCard[]> {
  return api.get<CourseCard[]>('contests/list', { signal });
}

export function useContests() {
  return useQuery({
    queryKey: builderKeys.contests,
    queryFn: ({ signal }) => getContests(signal),
    retry: false,
  });
}
