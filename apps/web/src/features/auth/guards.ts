import { type LoaderFunctionArgs, redirect } from 'react-router';
import { expireSession, hasUsableSession, LOGIN_PATH, takeRedirectPath } from '../../lib/session.ts';

/**
 * Loader of the protected layout route (SPEC §4): without a usable, unexpired token the session is
 * cleared, the path remembered and the user sent to the login page. Runs on every navigation.
 */
export function requireSessionLoader({ request }: LoaderFunctionArgs): null {
  if (hasUsableSession()) return null;
  const url = new URL(request.url);
  expireSession(`${url.pathname}${url.search}`);
  throw redirect(LOGIN_PATH);
}

/** Loader of the public-only routes: a signed-in user goes to the remembered path or home. */
export function redirectSignedInLoader(): null {
  if (hasUsableSession()) throw redirect(takeRedirectPath());
  return null;
}
