import { messageResponseSchema } from '@lp/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface ConfirmPasswordResetInput {
  token: string;
  password: string;
  password_confirmation: string;
}

/** POST auth/reset_password/confirm: sets the new password of a reset link; every device is signed out. */
export async function confirmPasswordReset(input: ConfirmPasswordResetInput): Promise<string> {
  return messageResponseSchema.parse(await api.post<unknown>('auth/reset_password/confirm', { ...input }))
    .message;
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
