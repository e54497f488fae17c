import { CONFIRM_EMAIL_PATH } from '@lp/shared/sign-in';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { ApiClientError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { decodeJwtPayload } from '../../lib/jwt.ts';
import { completeSignIn, dropSessionKeepingRedirect, isRememberablePath } from '../../lib/session.ts';
import { connect } from './api/connect.ts';
import { REGISTERED_PATH, signedInDestination } from './signed-in-destination.ts';
import { type TokenLoginFailure, useTokenLoginStore } from './token-login-store.ts';

export const TOKEN_PARAM = 'token';
const USER_STATUS_PARAM = 'userStatus';
/** The reset link's `token` is a reset token, not a session token. */
export const RESET_PASSWORD_PATH = '/reset-password';

/** The session token a URL carries for token login, if any (reset and confirmation links carry other tokens). */
export function tokenLoginParam(url: URL): string | null {
  if (url.pathname === RESET_PASSWORD_PATH || url.pathname === CONFIRM_EMAIL_PATH) return null;
  return url.searchParams.get(TOKEN_PARAM) || null;
}

function fail(failure: TokenLoginFailure, arrival: string): string {
  useTokenLoginStore.getState().setFailure(failure);
  return arrival;
}

/** Connects with the token and returns where to go next (the page the link named, without the token). */
async function signInWithToken(token: string, url: URL): Promise<string> {
  const isNewUser = url.searchParams.get(USER_STATUS_PARAM) === 'new';
  url.searchParams.delete(TOKEN_PARAM);
  url.searchParams.delete(USER_STATUS_PARAM);
  const arrival = `${url.pathname}${url.search}`;

  useTokenLoginStore.getState().setFailure(null);
  // The link's token replaces the stored one, whatever happens next.
  dropSessionKeepingRedirect();
  if (!decodeJwtPayload(token)) return fail({ reason: 'invalidToken' }, arrival);

  try {
    const { user, token: fresh } = await connect(token);
    completeSignIn(user, fresh);
    if (isNewUser) return REGISTERED_PATH;
    // A link to a page opens that page; a link to home or a login page goes where a sign-in would.
    const landing = url.pathname === '/' || !isRememberablePath(url.pathname);
    return landing ? await signedInDestination(user) : arrival;
  } catch (error) {
    console.error('[token login] Connecting with the token failed', error);
    return fail(
      error instanceof ApiClientError
        ? { message: errorMessage(error, error.message) }
        : { reason: 'authenticationFailed' },
      arrival,
    );
  }
}

/**
 * Root loader (SPEC §2 "Token login"): a `token` query parameter on any route signs in with that
 * token, then the token leaves the URL. The route guards step aside while it is there.
 */
export async function tokenLoginLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const token = tokenLoginParam(url);
  if (!token) return null;
  throw redirect(await signInWithToken(token, url));
}
