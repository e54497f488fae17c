import { apiRequest } from '../../../lib/api-client.ts';
import { type SignInResult, toSignInResult } from './signed-in-response.ts';

/**
 * POST auth/connect with `Authorization: Bearer <token>`: the token's user and a fresh token.
 * Used by token login, after registration and to confirm a stored session.
 */
export async function connect(token: string): Promise<SignInResult> {
  return toSignInResult(apiRequest<unknown>('POST', 'auth/connect', undefined, { token }));
}
