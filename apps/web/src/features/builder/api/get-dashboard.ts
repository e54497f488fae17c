import type { Dashboard, DashboardQuery } from '@lp/shared/builder';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

/** GET builder/dashboard?kind=&text=: the caller's programs, courses, exams, contests and articles. */
export async function getDashboard(query: DashboardQuery, signal?: AbortSignal): Promise<Dashboard> {
  const params = new URLSearchParams();
  if (query.kind) params.set('kind', query.kind);
  if (query.text) params.set('text', query.text);
  const search = params.toString();
  return api.get<Dashboard>(`builder/dashboard${search ? `?${search}` : ''}`, { signal });
}

export const dashboardQueryOptions = (query: DashboardQuery) =>
  queryOptions({
    queryKey: [...builderKeys.dashboard, query.kind ?? 'all', query.text ?? ''],
    queryFn: ({ signal }) => getDashboard(query, signal),
    placeholderData: keepPreviousData,
  });

export function useDashboard(query: DashboardQuery) {
  return useQuery(dashboardQueryOptions(query));
}
