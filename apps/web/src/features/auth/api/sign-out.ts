import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { endSession } from '../../../lib/session.ts';

/** POST auth/signOut: ends every session of the user on every device (SPEC §4). */
export function signOut(): Promise<void> {
  return api.post<void>('auth/signOut');
}

/** Signs out on the server, then clears the local session whether or not the call succeeded. */
export function useSignOut() {
  return useMutation({
    mutationFn: signOut,
    onError: (error) => console.warn('[logout] Server sign-out failed', error),
    onSettled: () => endSession(),
  });
}
