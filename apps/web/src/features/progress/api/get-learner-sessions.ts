import type { learnerStateSchema } from '@lp/shared/progress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type LearnerTotals = z.output<typeof learnerStateSchema>;

export const learnerSessionsKey = (userId: string) => ['activity', 'sessions', userId] as const;

/** GET activity/{userId}/sessions: the learner's time spent, points, sessions and today's activity. */
export async function getLearnerSessions(userId: string): Promise<LearnerTotals> {
  return api.get<LearnerTotals>(`activity/${userId}/sessions`);
}

export const learnerSessionsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: learnerSessionsKey(userId), queryFn: () => getLearnerSessions(userId) });

export function useLearnerSessions(userId: string | undefined) {
  return useQuery({ ...learnerSessionsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
