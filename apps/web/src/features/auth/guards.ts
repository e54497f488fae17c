import { MESSAGES } from '@lp/shared/error-body';
import { type Ability, can } from '@lp/shared/permissions';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { useAuthStore } from '../../lib/auth-store.ts';
import { expireSession, hasUsableSession, loginPath } from '../../lib/session.ts';
import { signedInDestination } from './signed-in-destination.ts';
import { tokenLoginParam } from './token-login.ts';
import { verifySession } from './verify-session.ts';

/** A token in the URL is the root loader's to handle (token login); the guards step aside. */
const carriesLoginToken = (request: Request) => tokenLoginParam(new URL(request.url)) !== null;

/**
 * Loader of the protected layout route (SPEC §4): without a usable, unexpired token, or when the
 * server says the session has ended, the session is cleared, the path remembered and the user sent
 * to the login page. Runs on every navigation; the server is asked once per page load.
 */
export async function requireSessionLoader({ request }: LoaderFunctionArgs): Promise<null> {
  if (carriesLoginToken(request)) return null;
  if (hasUsableSession() && (await verifySession())) return null;
  const url = new URL(request.url);
  expireSession(`${url.pathname}${url.search}`);
  throw redirect(loginPath());
}

/** Loader of the public-only routes: a signed-in user goes to the builder, the remembered path or home. */
export async function redirectSignedInLoader({ request }: LoaderFunctionArgs): Promise<null> {
  if (carriesLoginToken(request) || !hasUsableSession()) return null;
  throw redirect(await signedInDestination(useAuthStore.getState().user));
}

/** /putCode: SPEC §2 "a logged-in user on /putCode goes home". */
export function redirectSignedInHomeLoader({ request }: LoaderFunctionArgs): null {
  if (!carriesLoginToken(request) && hasUsableSession()) throw redirect('/');
  return null;
}

/**
 * Loader for builder and admin routes: signed in (as requireSessionLoader) and a license with the
 * ability, else a 403 that the route's error element shows as the not-authorized page.
 */
export function requireAbility(ability: Ability) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    if (carriesLoginToken(args.request)) return null;
    await requireSessionLoader(args);
    if (!can(useAuthStore.getState().user, ability)) throw data(MESSAGES.notAuthorized, { status: 403 });
    return null;
  };
}
