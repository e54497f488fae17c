import { MESSAGES } from '@lp/shared/errors';
import { type User, userSchema } from '@lp/shared/users';
import { useMutation } from '@tanstack/react-query';
import { ApiClientError, apiRequest } from '../../../lib/api-client.ts';
import { completeSignIn } from '../../../lib/session.ts';

export interface SignInInput {
  username: string;
  password: string;
}

export interface SignInResult {
  user: User;
  token: string;
}

/** POST auth/sign_in (multipart username, password) -> the user, with the token in the `access-token` header. */
export async function signIn({ username, password }: SignInInput): Promise<SignInResult> {
  const form = new FormData();
  form.append('username', username);
  form.append('password', password);
  const { data, status, accessToken } = await apiRequest<unknown>('POST', 'auth/sign_in', form);
  if (!accessToken) throw new ApiClientError(status, MESSAGES.genericError);
  return { user: userSchema.parse(data), token: accessToken };
}

/** Signs in and stores the session; SPEC §8: a failure is shown by the caller and logged here. */
export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ user, token }) => completeSignIn(user, token),
    onError: (error) => console.error('[login] Sign-in failed', error),
  });
}
