import { MESSAGES } from '@lp/shared/error-body';
import type { User } from '@lp/shared/users/index';
import { ApiClientError, type ApiResponse } from '../../../lib/api-client.ts';

export interface SignInResult {
  user: User;
  token: string;
}

/**
 * A request that signs someone in: the user as its body (written by the server's user schema), the
 * token in the `access-token` header.
 */
export async function toSignInResult(request: Promise<ApiResponse<unknown>>): Promise<SignInResult> {
  const { data, status, accessToken } = await request;
  if (!accessToken) throw new ApiClientError(status, MESSAGES.genericError);
  return { user: data as User, token: accessToken };
}
