import type { User } from '@lp/shared/users/index';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';

/** POST users/{id}/update/acceptterms: records that the user accepted the terms. */
export async function acceptTerms(userId: string): Promise<User> {
  return api.post<User>(`users/${encodeURIComponent(userId)}/update/acceptterms`);
}

/** Accepts the terms and keeps the stored user in step (the top-bar tools appear). */
export function useAcceptTerms() {
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: (user) => {
      const current = useAuthStore.getState().user;
      // Keep the language chosen on this device; the rest comes from the server.
      useAuthStore.getState().setUser(current ? { ...user, lang: current.lang } : user);
    },
    onError: (error) => console.error('[terms] Accepting the terms failed', error),
  });
}
