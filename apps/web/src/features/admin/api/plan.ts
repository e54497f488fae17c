import type { TeamAccount, TeamPlan, TeamPlanUpdateBody } from '@lp/shared/billing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const planKey = (teamId: string) => ['admin', 'plan', teamId] as const;

/** GET teams/{id}/plan: the account plan and what the team uses of it. */
export const planQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: planKey(teamId),
    queryFn: ({ signal }): Promise<TeamAccount> =>
      api.get<TeamAccount>(`teams/${encodeURIComponent(teamId)}/plan`, { signal }),
  });

export const useTeamAccount = (teamId: string | undefined) =>
  useQuery({ ...planQueryOptions(teamId ?? ''), enabled: Boolean(teamId) });

/** POST teams/{id}/plan/update. */
export function useUpdatePlan(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamPlanUpdateBody) =>
      api.post<TeamPlan>(`teams/${encodeURIComponent(teamId)}/plan/update`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKey(teamId) }),
  });
}
