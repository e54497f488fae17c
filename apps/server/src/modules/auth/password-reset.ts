import { createHash, randomBytes } from 'node:crypto';
import { AUTH_MESSAGES } from '@lp/shared/auth';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { mailBody, recipientLanguage, translate } from '../../lib/i18n';
import { type DeliveryDeps, sendEmail } from '../notifications/delivery';
import { findActiveUsersByEmail, setPasswordHash } from '../users/service';
import { insertReset, replaceOpenResets, spendReset } from './password-reset.repo';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './repo';
import { forgetAccountFailures } from './throttle';

export const RESET_TTL_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Mails a single-use reset link to every active account with this address. The caller answers
 * the same whether or not any account matched, so the form cannot be used to find accounts.
 */
export async function requestPasswordReset(
  deps: DeliveryDeps & { publicUrl: string },
  email: string,
): Promise<void> {
  const matches = await findActiveUsersByEmail(deps.db, email);
  for (const user of matches) {
    await replaceOpenResets(deps.db, user.id);
    const token = randomBytes(32).toString('base64url');
    await insertReset(deps.db, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
    const link = new URL('/reset-password', deps.publicUrl);
    const lang = recipientLanguage(user.lang);
    link.searchParams.set('token', token);
    await sendEmail(deps, {
      teamId: user.teamId,
      to: user.email ?? email,
      subject: translate(lang, 'passwordReset.subject'),
      text: mailBody(
        lang,
        user.firstName || user.username,
        translate(lang, 'passwordReset.body', { username: user.username, link: link.toString() }),
      ),
      meta: { kind: 'password-reset', userId: user.id },
    });
  }
}

/** Sets the new password from a reset link, spends the link and signs the account out everywhere. */
export async function completePasswordReset(db: Database, token: string, newPassword: string): Promise<void> {
  const reset = await spendReset(db, hashToken(token), new Date());
  if (!reset) throw badRequest(AUTH_MESSAGES.resetLinkInvalid);
  const user = await setPasswordHash(db, reset.userId, await hashPassword(newPassword));
  await revokeUserSessions(db, reset.userId);
  if (user) await forgetAccountFailures(db, user.username);
}
