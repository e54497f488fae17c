import type { TeamBranding, TeamUpdateBody } from '@lp/shared/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { teamBrandingQueryOptions } from '../../teams/index.ts';

/** POST teams/{id}/update with feature flags or enabled formats; the team's branding cache follows. */
export function useUpdateTeamSettings(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamUpdateBody): Promise<TeamBranding> =>
      api.post<TeamBranding>(`teams/${encodeURIComponent(teamId)}/update`, body),
    onSuccess: (branding) => {
      queryClient.setQueryData(teamBrandingQueryOptions(branding.name).queryKey, branding);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'teams'] });
    },
  });
}
