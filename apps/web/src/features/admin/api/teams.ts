import type { TeamBranding, TeamCreateBody } from '@lp/shared/teams';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const TEAMS_KEY = ['admin', 'teams'] as const;

/** GET teams/list: every team (SuperAdmin). */
export const teamsQueryOptions = () =>
  queryOptions({
    queryKey: TEAMS_KEY,
    queryFn: ({ signal }) => api.get<TeamBranding[]>('teams/list', { signal }),
  });

export const useTeams = (enabled = true) => useQuery({ ...teamsQueryOptions(), enabled });

/** POST teams/create: a team with its branding and, optionally, its first Admin. */
export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamCreateBody) =>
      api.post<TeamBranding & { adminId: string | null }>('teams/create', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAMS_KEY }),
  });
}

/** POST teams/{id}/delete (SuperAdmin). */
export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) =>
      api.post<{ message: string }>(`teams/${encodeURIComponent(teamId)}/delete`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAMS_KEY }),
  });
}
