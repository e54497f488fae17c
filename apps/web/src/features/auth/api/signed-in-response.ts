import { MESSAGES } from '@lp/shared/error-body';
import type { User } from '@lp/shared/users/index';
import { ApiClientError, type ApiResponse } from '../../../lib/api-client.ts';
import { loadUserSchema } from '../../../lib/user-schema.ts';

export interface SignInResult {
  user: User;
  token: string;
}

/** A request that signs someone in: the user as its body, the token in the `access-token` header. */
export async function toSignInResult(request: Promise<ApiResponse<unknown>>): Promise<SignInResult> {
  const [userSchema, { data, status, accessToken }] = await Promise.all([loadUserSchema(), request]);
  if (!accessToken) throw new ApiClientError(status, MESSAGES.genericError);
  return { user: userSchema.parse(data), token: accessToken };
}
