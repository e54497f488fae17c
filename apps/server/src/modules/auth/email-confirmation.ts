import { createHash, randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, CONFIRM_EMAIL_PATH } from '@lp/shared/auth';
import { badRequest } from '../../lib/http-errors';
import { mailBody, recipientLanguage, translate } from '../../lib/i18n';
import { type DeliveryDeps, sendEmail } from '../notifications/delivery';
import { findUserById, updateUser } from '../users/service';
import {
  hasEmailConfirmation,
  saveEmailConfirmation,
  spendEmailConfirmation,
} from './email-confirmation.repo';
import type { UserRow } from './repo';
import { type AuthDeps, type ClientInfo, issueSession, type SignedIn } from './sessions';

/**
 * Registrations under a team's `emailDomain` policy: the account is created inactive and opens
 * when the link mailed to its address is followed, so only someone who reads that mailbox joins.
 */
export const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;

export interface MailDeps extends DeliveryDeps {
  publicUrl: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Mails a fresh single-use link to the confirm page; an earlier link stops working. */
export async function sendEmailConfirmation(deps: MailDeps, user: UserRow, teamTitle: string): Promise<void> {
  if (!user.email) return;
  const token = randomBytes(32).toString('base64url');
  await saveEmailConfirmation(deps.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS),
  });
  const link = new URL(CONFIRM_EMAIL_PATH, deps.publicUrl);
  link.searchParams.set('token', token);
  const lang = recipientLanguage(user.lang);
  await sendEmail(deps, {
    teamId: user.teamId,
    to: user.email,
    subject: translate(lang, 'emailConfirmation.subject', { team: teamTitle }),
    text: mailBody(
      lang,
      user.firstName || user.username,
      translate(lang, 'emailConfirmation.body', { username: user.username, link: link.toString() }),
    ),
    meta: { kind: 'email-confirmation', userId: user.id },
  });
}

export const awaitsEmailConfirmation = (deps: Pick<AuthDeps, 'db'>, user: UserRow) =>
  user.active || user.deletedAt ? Promise.resolve(false) : hasEmailConfirmation(deps.db, user.id);

/** Follows the link: the account opens and is signed in. */
export async function confirmEmail(deps: AuthDeps, token: string, client: ClientInfo): Promise<SignedIn> {
  const userId = await spendEmailConfirmation(deps.db, hashToken(token), new Date());
  const user = userId ? await findUserById(deps.db, userId) : undefined;
  if (!user || user.deletedAt) throw badRequest(AUTH_MESSAGES.confirmLinkInvalid);
  const active = (await updateUser(deps.db, user.id, { active: true })) ?? user;
  return issueSession(deps, active, client);
}
