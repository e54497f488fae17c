import type { messageResponseSchema } from '@lp/shared/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

/** POST auth/reset_password {email}: mails a reset link; the answer never says whether the address is known. */
export async function requestPasswordReset(email: string): Promise<string> {
  return (await api.post<z.output<typeof messageResponseSchema>>('auth/reset_password', { email })).message;
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: requestPasswordReset,
    onError: (error) => console.error('[forgot] Password reset request failed', error),
  });
}
