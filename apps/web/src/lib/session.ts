import type { User } from '@lp/shared/users';
import { useAuthStore } from './auth-store.ts';
import { isTokenUsable } from './jwt.ts';
import { navigateTo } from './navigation.ts';
import { queryClient } from './query-client.ts';
import { useUiStore } from './ui-store.ts';

export const LOGIN_PATH = '/login';
export const LOGOUT_PATH = '/logout';

export function hasUsableSession(): boolean {
  const { isUserLoggedIn, token } = useAuthStore.getState();
  return isUserLoggedIn && isTokenUsable(token);
}

/** SPEC §4: login paths and /logout are never remembered as the place to return to. */
export function isRememberablePath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return !pathname.includes('login') && pathname !== LOGOUT_PATH;
}

export function completeSignIn(user: User, token: string): void {
  useAuthStore.getState().login(user, token);
  useUiStore.getState().setLanguage(user.lang);
}

export function endSession(): void {
  useAuthStore.getState().logout();
  queryClient.clear();
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
  if (!pathname.includes('login')) navigateTo(LOGIN_PATH);
}

/** Returns where to go after signing in and forgets it. */
export function takeRedirectPath(): string {
  const { redirectPath, setRedirectPath } = useAuthStore.getState();
  setRedirectPath(null);
  return redirectPath ?? '/';
}
