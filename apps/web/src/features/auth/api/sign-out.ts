import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { endSession } from '../../../lib/session.ts';
import { flushBeforeSignOut } from '../../progress/index.ts';

/** POST auth/signOut: ends every session of the user on every device (SPEC §4). */
export function signOut(): Promise<void> {
  return api.post<void>('auth/signOut');
}

/**
 * Sends LOGOUT with whatever is queued (when the server answers in time), signs out on the server,
 * then clears the local session whether or not the calls succeeded.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: async () => {
      await flushBeforeSignOut();
      await signOut();
    },
    onError: (error) => console.warn('[logout] Server sign-out failed', error),
    onSettled: () => endSession(),
  });
}
