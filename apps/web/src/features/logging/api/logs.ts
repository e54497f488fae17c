import type { LogGroup, LogListQuery, LogPage } from '@lp/shared/logging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const queryString = (query: LogListQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
};

/** GET logs/list: the team's error reports, newest first. */
export async function getLogs(query: LogListQuery, signal?: AbortSignal): Promise<LogPage> {
  return api.get<LogPage>(`logs/list?${queryString(query)}`, { signal });
}

/** GET logs/grouped: repeated problems with their counts. */
export async function getLogGroups(query: LogListQuery, signal?: AbortSignal): Promise<LogGroup[]> {
  return api.get<LogGroup[]>(`logs/grouped?${queryString(query)}`, { signal });
}

export function useLogs(query: LogListQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['logs', 'list', query],
    queryFn: ({ signal }) => getLogs(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useLogGroups(query: LogListQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['logs', 'grouped', query],
    queryFn: ({ signal }) => getLogGroups(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
