import type { AnalyticsGranularity, MyResults, TeamAnalytics } from '@lp/shared/analytics/team';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface AnalyticsRange {
  from: string;
  to: string;
}

/** GET analytics/team: the team-wide figures of a date range. */
export function useTeamAnalytics(range: AnalyticsRange, granularity: AnalyticsGranularity) {
  return useQuery({
    queryKey: ['analytics', 'team', range.from, range.to, granularity],
    queryFn: ({ signal }): Promise<TeamAnalytics> => {
      const search = new URLSearchParams({ ...range, granularity });
      return api.get<TeamAnalytics>(`analytics/team?${search}`, { signal });
    },
  });
}

/** GET analytics/me/results: the signed-in learner's course statuses and assessment results. */
export function useMyResults() {
  return useQuery({
    queryKey: ['analytics', 'me', 'results'],
    queryFn: ({ signal }): Promise<MyResults> => api.get<MyResults>('analytics/me/results', { signal }),
  });
}
