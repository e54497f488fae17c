import type { TeamSignup, TeamSignupUpdateBody } from '@lp/shared/teams';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const signupKey = (teamId: string) => ['builder', 'team', teamId, 'signup'] as const;

/** GET teams/{id}/signup: who may register into the team (its admins only). */
export function teamSignupQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: signupKey(teamId),
    queryFn: ({ signal }) => api.get<TeamSignup>(`teams/${teamId}/signup`, { signal }),
  });
}

export const useTeamSignup = (teamId: string) =>
  useQuery({ ...teamSignupQueryOptions(teamId), enabled: teamId !== '' });

/** Changes answer with the settings as saved; the public branding (the register screen) follows. */
function useSignupMutation<Input>(teamId: string, send: (input: Input) => Promise<TeamSignup>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => send(input),
    onSuccess: (saved) => {
      queryClient.setQueryData(signupKey(teamId), saved);
      void queryClient.invalidateQueries({ queryKey: ['teams', 'branding'] });
    },
  });
}

/** POST teams/{id}/signup/update: the policy and, for `emailDomain`, its domains. */
export const useUpdateTeamSignup = (teamId: string) =>
  useSignupMutation(teamId, (body: TeamSignupUpdateBody) =>
    api.post<TeamSignup>(`teams/${teamId}/signup/update`, body),
  );

/** POST teams/{id}/signup/invite-code/regenerate: a new code; the old one stops working. */
export const useRegenerateInviteCode = (teamId: string) =>
  useSignupMutation(teamId, () => api.post<TeamSignup>(`teams/${teamId}/signup/invite-code/regenerate`));
