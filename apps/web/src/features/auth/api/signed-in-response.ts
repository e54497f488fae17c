import { MESSAGES } from '@lp/shared/errors';
import { type User, userSchema } from '@lp/shared/users/index';
import { ApiClientError, type ApiResponse } from '../../../lib/api-client.ts';

export interface SignInResult {
  user: User;
  token: string;
}

/** A response that signs someone in: the user as its body, the token in the `access-token` header. */
export function toSignInResult({ data, status, accessToken }: ApiResponse<unknown>): SignInResult {
  if (!accessToken) throw new ApiClientError(status, MESSAGES.genericError);
  return { user: userSchema.parse(data), token: accessToken };
}
