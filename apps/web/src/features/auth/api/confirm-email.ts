import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { completeSignIn } from '../../../lib/session.ts';
import { enrollInTeamCourses } from '../../users/index.ts';
import { type SignInResult, toSignInResult } from './signed-in-response.ts';

/** POST auth/register/confirm: the mailed link opens the account and signs it in. */
export async function confirmEmail(token: string): Promise<SignInResult> {
  return toSignInResult(apiRequest<unknown>('POST', 'auth/register/confirm', { token }));
}

/** Confirms, stores the session, then enrols in the team's courses like any new registration. */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: async (token: string) => {
      const result = await confirmEmail(token);
      completeSignIn(result.user, result.token);
      await enrollInTeamCourses(result.user);
      return result;
    },
    onError: (error) => console.error('[register] Email confirmation failed', error),
  });
}
