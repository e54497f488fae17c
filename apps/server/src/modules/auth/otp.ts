import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES, OTP_HIDE_FORM_ERROR_CODE } from '@lp/shared/auth';
import { LIMITS } from '@lp/shared/constants';
import { eq, sql } from 'drizzle-orm';
import { otpCodes, users } from '../../db/schema';
import { HttpError, tooManyRequests } from '../../lib/http-errors';
import type { DeliveryDeps, SmsProvider } from '../notifications/delivery';
import { findTeamById, teamFeatures } from '../teams/service';
import { type ClientInfo, issueSession, type SignedIn } from './service';
import { assertNotThrottled, IP_POLICY, ipKey, recordFailure } from './throttle';

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

async function otpUserFor(deps: OtpDeps, phone: string) {
  const [user] = await deps.db.select().from(users).where(eq(users.phone, phone)).limit(1);
  if (!user?.active || user.deletedAt) throw hideForm(404, AUTH_MESSAGES.otpUnknownPhone);
  const team = await findTeamById(deps.db, user.teamId);
  if (!team || !teamFeatures(team).otpLogin) throw hideForm(403, AUTH_MESSAGES.otpUnavailable);
  return { user, team };
}

/** Sends a fresh 6-digit code; a new one only once 60 seconds have passed since the last. */
export async function generateOtp(deps: OtpDeps, phone: string, now = new Date()) {
  const { user } = await otpUserFor(deps, phone);
  const [current] = await deps.db.select().from(otpCodes).where(eq(otpCodes.phone, phone)).limit(1);
  if (current) {
    const waited = (now.getTime() - current.sentAt.getTime()) / 1000;
    if (waited < LIMITS.otpResendSeconds) {
      throw tooManyRequests(AUTH_MESSAGES.otpResendTooSoon(Math.ceil(LIMITS.otpResendSeconds - waited)));
    }
  }
  const code = String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0');
  const values = {
    userId: user.id,
    codeHash: hashCode(deps.jwtSecret, phone, code).toString('hex'),
    expiresAt: new Date(now.getTime() + LIMITS.otpExpirySeconds * 1000),
    sentAt: now,
    failedAttempts: 0,
  };
  await deps.db
    .insert(otpCodes)
    .values({ phone, ...values })
    .onConflictDoUpdate({ target: otpCodes.phone, set: values });
  await deps.sms.send(deps, {
    teamId: user.teamId,
    to: phone,
    text: `Your sign-in code is ${code}. It expires in ${LIMITS.otpExpirySeconds / 60} minutes.`,
    meta: { kind: 'otp', userId: user.id },
  });
  return { message: AUTH_MESSAGES.otpSent, resendAfterSeconds: LIMITS.otpResendSeconds };
}

/** Checks a code: 5 wrong tries spend it; per-IP failures share the sign-in lockout. */
export async function verifyOtp(
  deps: OtpDeps,
  phone: string,
  code: string,
  client: ClientInfo,
): Promise<SignedIn> {
  await assertNotThrottled(deps.db, [ipKey(client.ip)]);
  const { user } = await otpUserFor(deps, phone);
  const [current] = await deps.db.select().from(otpCodes).where(eq(otpCodes.phone, phone)).limit(1);
  if (!current || current.expiresAt <= new Date()) {
    throw new HttpError(400, AUTH_MESSAGES.otpExpired);
  }
  const expected = Buffer.from(current.codeHash, 'hex');
  if (!timingSafeEqual(expected, hashCode(deps.jwtSecret, phone, code))) {
    await recordFailure(deps.db, ipKey(client.ip), IP_POLICY);
    const [row] = await deps.db
      .update(otpCodes)
      .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
      .where(eq(otpCodes.phone, phone))
      .returning({ failedAttempts: otpCodes.failedAttempts });
    if ((row?.failedAttempts ?? OTP_MAX_ATTEMPTS) >= OTP_MAX_ATTEMPTS) {
      await deps.db.delete(otpCodes).where(eq(otpCodes.phone, phone));
      throw tooManyRequests(AUTH_MESSAGES.otpTooManyAttempts);
    }
    throw new HttpError(401, AUTH_MESSAGES.otpWrong);
  }
  await deps.db.delete(otpCodes).where(eq(otpCodes.phone, phone));
  return issueSession(deps, user, client);
}
