import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { completeSignIn } from '../../../lib/session.ts';
import { type SignInResult, toSignInResult } from './signed-in-response.ts';

export interface SignInInput {
  username: string;
  password: string;
}

/** POST auth/sign_in (multipart username, password) -> the user, with the token in the `access-token` header. */
export async function signIn({ username, password }: SignInInput): Promise<SignInResult> {
  const form = new FormData();
  form.append('username', username);
  form.append('password', password);
  return toSignInResult(await apiRequest<unknown>('POST', 'auth/sign_in', form));
}

/** Signs in and stores the session; SPEC §8: a failure is shown by the caller and logged here. */
export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ user, token }) => completeSignIn(user, token),
    onError: (error) => console.error('[login] Sign-in failed', error),
  });
}
