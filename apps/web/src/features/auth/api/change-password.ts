import type { messageResponseSchema } from '@lp/shared/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export interface ChangePasswordInput {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** POST auth/change_password (multipart): the signed-in user's new password; other devices are signed out. */
export async function changePassword(input: ChangePasswordInput): Promise<string> {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) form.append(key, value);
  return (await api.post<z.output<typeof messageResponseSchema>>('auth/change_password', form)).message;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
