import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { completeSignIn } from '../../../lib/session.ts';
import { isChallengeRequired } from '../challenge.ts';
import { type SignInResult, toSignInResult } from './signed-in-response.ts';

export interface SignInInput {
  username: string;
  password: string;
  /** A solved challenge, when the server asked for one (see challenge.ts). */
  altcha?: string;
  /** The team of the /{team}/login page (SPEC §6). */
  team?: string;
}

/** POST auth/sign_in (multipart username, password) -> the user, with the token in the `access-token` header. */
export async function signIn({ username, password, altcha, team }: SignInInput): Promise<SignInResult> {
  const form = new FormData();
  form.append('username', username);
  form.append('password', password);
  if (altcha) form.append('altcha', altcha);
  if (team) form.append('team', team);
  return toSignInResult(apiRequest<unknown>('POST', 'auth/sign_in', form));
}

/** Signs in and stores the session; SPEC §8: a failure is shown by the caller and logged here. */
export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ user, token }) => completeSignIn(user, token),
    // A request for a challenge is part of signing in, not a failure.
    onError: (error) => {
      if (!isChallengeRequired(error)) console.error('[login] Sign-in failed', error);
    },
  });
}
