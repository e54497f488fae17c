import type { User } from '@lp/shared/users/index';
import { useAuthStore } from './auth-store.ts';
import { isTokenUsable } from './jwt.ts';
import { navigateTo } from './navigation.ts';
import { queryClient } from './query-client.ts';
import { useUiStore } from './ui-store.ts';

export const LOGIN_PATH = '/login';
export const LOGOUT_PATH = '/logout';

/**
 * Where signing in happens: the common /login, or (SPEC §6, multi-tenant without common login)
 * the login route of the locally stored team.
 */
export function loginPath(): string {
  const { team, teamLoginOnly } = useUiStore.getState();
  return team && teamLoginOnly ? `/${encodeURIComponent(team)}${LOGIN_PATH}` : LOGIN_PATH;
}

export function hasUsableSession(): boolean {
  const { isUserLoggedIn, token } = useAuthStore.getState();
  return isUserLoggedIn && isTokenUsable(token);
}

/** SPEC §4: login paths and /logout are never remembered as the place to return to. */
export function isRememberablePath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return !pathname.includes('login') && pathname !== LOGOUT_PATH;
}

/** The token the server issued or confirmed since this page loaded (see isSessionVerified). */
let verifiedToken: string | null = null;

/** Stores a session the server has just issued (sign-in, registration, connect). */
export function completeSignIn(user: User, token: string): void {
  useAuthStore.getState().login(user, token);
  useUiStore.getState().setLanguage(user.lang);
  verifiedToken = token;
}

/** Records that the stored token needs no further check in this page load. */
export function markSessionVerified(token: string): void {
  verifiedToken = token;
}

/** True once the server has confirmed the stored token since the page loaded. */
export function isSessionVerified(): boolean {
  const { token } = useAuthStore.getState();
  return token !== null && token === verifiedToken;
}

export function endSession(): void {
  verifiedToken = null;
  useAuthStore.getState().logout();
  queryClient.clear();
}

/** Ends the session but keeps the path to return to (a failed token login replaces the session). */
export function dropSessionKeepingRedirect(): void {
  const { redirectPath } = useAuthStore.getState();
  endSession();
  useAuthStore.getState().setRedirectPath(redirectPath);
}

/** Ends the session and remembers `path` (when allowed) for the next sign-in. */
export function expireSession(path: string): void {
  endSession();
  if (isRememberablePath(path)) useAuthStore.getState().setRedirectPath(path);
}

/** Status 440 from any call: log out, remember where the user was, go to the login page. */
export function handleSessionInvalid(): void {
  const { pathname, search, hash } = window.location;
  expireSession(`${pathname}${search}${hash}`);
  if (!pathname.includes('login')) navigateTo(loginPath());
}

/** Returns where to go after signing in and forgets it. */
export function takeRedirectPath(): string {
  const { redirectPath, setRedirectPath } = useAuthStore.getState();
  setRedirectPath(null);
  return redirectPath ?? '/';
}
