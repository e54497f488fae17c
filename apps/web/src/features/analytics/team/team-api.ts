import {
  type AnalyticsGranularity,
  type MyResults,
  myResultsSchema,
  type TeamAnalytics,
  teamAnalyticsSchema,
} from '@lp/shared/analytics/team';
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
    queryFn: async ({ signal }): Promise<TeamAnalytics> => {
      const search = new URLSearchParams({ ...range, granularity });
      return teamAnalyticsSchema.parse(await api.get<unknown>(`analytics/team?${search}`, { signal }));
    },
  });
}

/** GET analytics/me/results: the signed-in learner's course statuses and assessment results. */
export function useMyResults() {
  return useQuery({
    queryKey: ['analytics', 'me', 'results'],
    queryFn: async ({ signal }): Promise<MyResults> =>
      myResultsSchema.parse(await api.get<unknown>('analytics/me/results', { signal })),
  });
}
