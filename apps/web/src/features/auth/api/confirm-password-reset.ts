import type { messageResponseSchema } from '@lp/shared/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export interface ConfirmPasswordResetInput {
  token: string;
  password: string;
  password_confirmation: string;
}

/** POST auth/reset_password/confirm: sets the new password of a reset link; every device is signed out. */
export async function confirmPasswordReset(input: ConfirmPasswordResetInput): Promise<string> {
  const body = await api.post<z.output<typeof messageResponseSchema>>('auth/reset_password/confirm', {
    ...input,
  });
  return body.message;
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
