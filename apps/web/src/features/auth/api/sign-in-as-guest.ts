import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { completeSignIn } from '../../../lib/session.ts';
import { enrollInTeamCourses } from '../../users/index.ts';
import { type SignInResult, toSignInResult } from './signed-in-response.ts';

export interface GuestInput {
  name: string;
  team: string;
}

/** POST auth/guest {name, team}: an automatic account, signed in at once. */
export async function signInAsGuest(input: GuestInput): Promise<SignInResult> {
  return toSignInResult(apiRequest<unknown>('POST', 'auth/guest', { ...input }));
}

/** Creates the guest, stores the session and enrols it in the team's courses (SPEC §7). */
export function useGuestSignIn() {
  return useMutation({
    mutationFn: async (input: GuestInput) => {
      const result = await signInAsGuest(input);
      completeSignIn(result.user, result.token);
      await enrollInTeamCourses(result.user);
      return result;
    },
    onError: (error) => console.error('[guest] Guest login failed', error),
  });
}
