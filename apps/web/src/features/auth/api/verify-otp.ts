import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { completeSignIn } from '../../../lib/session.ts';
import { otpTeamQuery } from './generate-otp.ts';
import { type SignInResult, toSignInResult } from './signed-in-response.ts';

export interface VerifyOtpInput {
  phone: string;
  code: string;
  team?: string | undefined;
}

/** POST auth/otp/verify/{phone}/{code}: signs in with the one-time code. */
export async function verifyOtp({ phone, code, team }: VerifyOtpInput): Promise<SignInResult> {
  const path = `auth/otp/verify/${encodeURIComponent(phone)}/${encodeURIComponent(code)}${otpTeamQuery(team)}`;
  return toSignInResult(apiRequest<unknown>('POST', path));
}

export function useVerifyOtp() {
  return useMutation({
    mutationFn: verifyOtp,
    onSuccess: ({ user, token }) => completeSignIn(user, token),
    onError: (error) => console.error('[otp] Code sign-in failed', error),
  });
}
