import {
  type TeamAccount,
  type TeamPlanUpdateBody,
  teamAccountSchema,
  teamPlanSchema,
} from '@lp/shared/billing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const planKey = (teamId: string) => ['admin', 'plan', teamId] as const;

/** GET teams/{id}/plan: the account plan and what the team uses of it. */
export const planQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: planKey(teamId),
    queryFn: async ({ signal }): Promise<TeamAccount> =>
      teamAccountSchema.parse(await api.get<unknown>(`teams/${encodeURIComponent(teamId)}/plan`, { signal })),
  });

export const useTeamAccount = (teamId: string | undefined) =>
  useQuery({ ...planQueryOptions(teamId ?? ''), enabled: Boolean(teamId) });

/** POST teams/{id}/plan/update. */
export function useUpdatePlan(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TeamPlanUpdateBody) =>
      teamPlanSchema.parse(await api.post<unknown>(`teams/${encodeURIComponent(teamId)}/plan/update`, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKey(teamId) }),
  });
}
