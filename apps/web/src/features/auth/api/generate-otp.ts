import { LIMITS } from '@lp/shared/constants';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface OtpSent {
  message: string;
  resendAfterSeconds: number;
}

/** POST auth/otp/generate/{phone}: sends a one-time code by SMS. */
export async function generateOtp(phone: string): Promise<OtpSent> {
  const sent = await api.post<Partial<OtpSent>>(`auth/otp/generate/${encodeURIComponent(phone)}`);
  return {
    message: sent.message ?? '',
    resendAfterSeconds: sent.resendAfterSeconds ?? LIMITS.otpResendSeconds,
  };
}

export function useGenerateOtp() {
  return useMutation({
    mutationFn: generateOtp,
    onError: (error) => console.error('[otp] Sending the code failed', error),
  });
}
