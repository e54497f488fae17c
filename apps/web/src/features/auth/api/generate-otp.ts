import { LIMITS } from '@lp/shared/constants';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface OtpSent {
  message: string;
  resendAfterSeconds: number;
}

export interface GenerateOtpInput {
  phone: string;
  /** The team of the /{team}/login page asking (SPEC §6: team-login-only teams need it). */
  team?: string | undefined;
}

/** ?team={team} when asked from a team's login page, else nothing. */
export const otpTeamQuery = (team: string | undefined) =>
  team ? `?${new URLSearchParams({ team }).toString()}` : '';

/** POST auth/otp/generate/{phone}: sends a one-time code by SMS. */
export async function generateOtp({ phone, team }: GenerateOtpInput): Promise<OtpSent> {
  const sent = await api.post<Partial<OtpSent>>(
    `auth/otp/generate/${encodeURIComponent(phone)}${otpTeamQuery(team)}`,
  );
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
