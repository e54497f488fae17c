import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { type Language, mailBody, noticeIn, noticeTextOf, recipientLanguage } from '../../lib/i18n';
import { findTeamById } from '../teams/service';
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
  /** With a `text` (lib/i18n keyedNotice), title and texts are written in the recipient's language. */
  meta: Record<string, unknown>;
}

/** The language to write to a user in: theirs, else their team's first, else English. */
export async function languageOfUser(
  db: Database,
  user: Pick<UserRow, 'lang' | 'teamId'>,
): Promise<Language> {
  const own = recipientLanguage(user.lang);
  if (own === user.lang) return own;
  return recipientLanguage(undefined, (await findTeamById(db, user.teamId))?.languages);
}

/**
 * Delivers the notice: the inbox entry (open streams hear of it; a keyed notice is translated when
 * it is read), then the e-mail "Hello <first name>,\n\n<mailText><absolute link>\n" in the
 * recipient's language. Returns whether an e-mail went out; a user deleted since the notice was
 * written gets nothing.
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
  const lang = await languageOfUser(db, user);
  const keyed = noticeTextOf(notice.meta);
  const shown = keyed ? noticeIn(lang, keyed) : undefined;
  const mailText = shown ? `${shown.text}\n\n` : notice.mailText;
  await sendEmail(
    { db, log: mail.log, smtpUrl: mail.smtpUrl },
    {
      teamId: notice.teamId,
      to: user.email,
      subject: shown?.title ?? notice.title,
      text: mailBody(lang, user.firstName || user.username, `${mailText}${link}`),
      meta: { ...notice.meta, userId: user.id },
    },
  );
  return true;
}
