import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { Database } from '../../db/client';
import { findUserById } from '../users/service';
import { sendEmail } from './delivery';
import { notify } from './inbox.service';

/** How mail leaves: the app's logger, SMTP server and public address (for absolute links). */
export interface MailSettings {
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  publicUrl: string | undefined;
}

/** No SMTP server and no public address: mail is kept in the outbox table, with relative links. */
export const outboxOnlyMail: MailSettings = {
  log: pino({ level: 'silent' }),
  smtpUrl: undefined,
  publicUrl: undefined,
};

/** One notice to one user: an in-app notification and, when they have an address, an e-mail. */
export interface UserNotice {
  teamId: string;
  userId: string;
  title: string;
  /** The in-app notification's text. */
  description: string;
  /** A path of the app; the e-mail carries it as an absolute link. */
  link: string;
  /** The e-mail's text between the greeting and the link, its line breaks included. */
  mailText: string;
  meta: Record<string, unknown>;
}

/**
 * Delivers the notice: the inbox entry (open streams hear of it), then the e-mail
 * "Hello <first name>,\n\n<mailText><absolute link>\n". Returns whether an e-mail went out; a
 * user deleted since the notice was written gets nothing.
 */
export async function deliverNotice(db: Database, mail: MailSettings, notice: UserNotice): Promise<boolean> {
  const user = await findUserById(db, notice.userId);
  if (!user || user.deletedAt) return false;
  await notify({
    db,
    teamId: notice.teamId,
    userId: user.id,
    title: notice.title,
    description: notice.description,
    link: notice.link,
    meta: notice.meta,
  });
  if (!user.email) return false;
  const link = mail.publicUrl ? new URL(notice.link, mail.publicUrl).toString() : notice.link;
  await sendEmail(
    { db, log: mail.log, smtpUrl: mail.smtpUrl },
    {
      teamId: notice.teamId,
      to: user.email,
      subject: notice.title,
      text: `Hello ${user.firstName || user.username},\n\n${notice.mailText}${link}\n`,
      meta: { ...notice.meta, userId: user.id },
    },
  );
  return true;
}
