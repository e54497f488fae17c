import type { TeamBranding, TeamUpdateBody } from '@lp/shared/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { teamBrandingQueryOptions } from '../../teams/index.ts';

/** POST teams/{id}/update: branding, welcome cards and home tags (SuperAdmin; Admin of the team). */
export async function updateTeam(id: string, body: TeamUpdateBody): Promise<TeamBranding> {
  return api.post<TeamBranding>(`teams/${id}/update`, body);
}

/** Saves and puts the new branding in the cache at once, so the learner side shows it immediately. */
export function useUpdateTeam(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamUpdateBody) => updateTeam(teamId, body),
    onSuccess: (branding) => {
      queryClient.setQueryData(teamBrandingQueryOptions(branding.name).queryKey, branding);
      void queryClient.invalidateQueries({ queryKey: ['teams', 'branding'] });
      void queryClient.invalidateQueries({ queryKey: ['home'] });
    },
  });
}
