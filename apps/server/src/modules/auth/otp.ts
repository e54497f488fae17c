import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES, OTP_HIDE_FORM_ERROR_CODE } from '@lp/shared/auth';
import { LIMITS } from '@lp/shared/constants';
import { keyedMessage } from '@lp/shared/i18n/message-keys';
import { HttpError, tooManyRequests } from '../../lib/http-errors';
import { recipientLanguage, translate } from '../../lib/i18n';
import type { DeliveryDeps, SmsProvider } from '../notifications/delivery';
import { findTeamById, teamFeatures } from '../teams/service';
import { findUserByPhone } from '../users/service';
import { countOtpFailure, deleteOtpCode, findOtpCode, saveOtpCode } from './otp.repo';
import { type ClientInfo, issueSession, type SignedIn } from './sessions';
import { assertTeamLoginRoute } from './team-login';
import { attemptSucceeded, clientAddress, phoneKey, reserveAttempt } from './throttle';

export const OTP_MAX_ATTEMPTS = 5;

export interface OtpDeps extends DeliveryDeps {
  jwtSecret: string;
  sms: SmsProvider;
}

const hideForm = (status: number, message: string) =>
  new HttpError(status, message, { errorCode: OTP_HIDE_FORM_ERROR_CODE });

// Keyed with the server secret: a leaked table alone does not let anyone try the million codes offline.
const hashCode = (secret: string, phone: string, code: string) =>
  createHmac('sha256', secret).update(`${phone}:${code}`).digest();

/** The phone's account, if its team signs in by code and the request comes through a route it allows. */
async function otpUserFor(deps: OtpDeps, phone: string, routeTeam: string | undefined) {
  const user = await findUserByPhone(deps.db, phone);
  if (!user?.active || user.deletedAt) throw hideForm(404, AUTH_MESSAGES.otpUnknownPhone);
  const team = await findTeamById(deps.db, user.teamId);
  if (!team || !teamFeatures(team).otpLogin) throw hideForm(403, AUTH_MESSAGES.otpUnavailable);
  assertTeamLoginRoute(team, routeTeam);
  return { user, team };
}

/** Sends a fresh 6-digit code; a new one only once 60 seconds have passed since the last. */
export async function generateOtp(deps: OtpDeps, phone: string, routeTeam?: string, now = new Date()) {
  const { user, team } = await otpUserFor(deps, phone, routeTeam);
  const current = await findOtpCode(deps.db, phone);
  if (current) {
    const waited = (now.getTime() - current.sentAt.getTime()) / 1000;
    if (waited < LIMITS.otpResendSeconds) {
      throw tooManyRequests(
        keyedMessage('auth.otpResendTooSoon', Math.ceil(LIMITS.otpResendSeconds - waited)),
      );
    }
  }
  const code = String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0');
  await saveOtpCode(deps.db, phone, {
    userId: user.id,
    codeHash: hashCode(deps.jwtSecret, phone, code).toString('hex'),
    expiresAt: new Date(now.getTime() + LIMITS.otpExpirySeconds * 1000),
    sentAt: now,
  });
  await deps.sms.send(deps, {
    teamId: user.teamId,
    to: phone,
    text: translate(recipientLanguage(user.lang, team.languages), 'otp.sms', {
      code,
      minutes: LIMITS.otpExpirySeconds / 60,
    }),
    meta: { kind: 'otp', userId: user.id },
  });
  return { message: AUTH_MESSAGES.otpSent, resendAfterSeconds: LIMITS.otpResendSeconds };
}

/**
 * Checks a code: 5 wrong tries spend it. Each try also takes room in the address's and the phone's
 * sign-in buckets (throttle.ts), so codes cannot be guessed faster by asking for new ones.
 */
export async function verifyOtp(
  deps: OtpDeps,
  phone: string,
  code: string,
  client: ClientInfo & { routeTeam?: string | undefined },
  now = new Date(),
): Promise<SignedIn> {
  const { user } = await otpUserFor(deps, phone, client.routeTeam);
  const current = await findOtpCode(deps.db, phone);
  if (!current || current.expiresAt <= now) {
    throw new HttpError(400, AUTH_MESSAGES.otpExpired);
  }
  const attempt = { account: phoneKey(phone), address: clientAddress(client.ip), now };
  await reserveAttempt(deps.db, attempt, false);
  const expected = Buffer.from(current.codeHash, 'hex');
  if (!timingSafeEqual(expected, hashCode(deps.jwtSecret, phone, code))) {
    const failures = await countOtpFailure(deps.db, phone);
    if ((failures ?? OTP_MAX_ATTEMPTS) >= OTP_MAX_ATTEMPTS) {
      await deleteOtpCode(deps.db, phone);
      throw tooManyRequests(AUTH_MESSAGES.otpTooManyAttempts);
    }
    throw new HttpError(401, AUTH_MESSAGES.otpWrong);
  }
  await deleteOtpCode(deps.db, phone);
  await attemptSucceeded(deps.db, attempt);
  return issueSession(deps, user, client);
}
