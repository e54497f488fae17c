import { SESSION_INVALID_STATUS } from '@lp/shared/error-body';
import { ApiClientError } from '../../lib/api-client.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { isSessionVerified, markSessionVerified } from '../../lib/session.ts';
import { connect } from './api/connect.ts';

let pending: Promise<boolean> | null = null;

async function confirmStoredSession(): Promise<boolean> {
  const { token } = useAuthStore.getState();
  if (!token) return false;
  try {
    const fresh = await connect(token);
    useAuthStore.getState().setToken(fresh.token);
    markSessionVerified(fresh.token);
    return true;
  } catch (error) {
    if (error instanceof ApiClientError && error.status === SESSION_INVALID_STATUS) return false;
    // An unreachable server does not end the session; the next API call will tell.
    console.warn('[session] The session could not be confirmed', error);
    markSessionVerified(token);
    return true;
  }
}

/**
 * Once per page load the server confirms a stored session (SPEC §4: signing out on one device ends
 * the session on every device). False when the server says the session has ended (440).
 */
export function verifySession(): Promise<boolean> {
  if (isSessionVerified()) return Promise.resolve(true);
  pending ??= confirmStoredSession().finally(() => {
    pending = null;
  });
  return pending;
}
