import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { Database } from '../../db/client';
import type { CourseRow } from '../../db/schema';
import { sendEmail } from '../notifications/delivery';
import { notify } from '../notifications/inbox.service';
import { recipients } from './enrolment.repo';

/** How mail leaves: the app's logger, SMTP server and public address. */
export interface MailSettings {
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  publicUrl: string | undefined;
}

let configuredMail: MailSettings = {
  log: pino({ level: 'silent' }),
  smtpUrl: undefined,
  publicUrl: undefined,
};

/**
 * Enrolments also happen where no request is at hand (a user created by the CLI or the seed, a
 * rule re-applied from the users service); those use the settings the app registered at start.
 * Without them, mail is still kept in the outbox.
 */
export function configureEnrolmentMail(settings: MailSettings): void {
  configuredMail = settings;
}

export const enrolmentMail = (): MailSettings => configuredMail;

const RECIPIENT_CHUNK = 1000;

export const courseLink = (courseId: string) => `/courses/${courseId}`;

export interface Notice {
  title: string;
  text: string;
  kind: 'enrolment' | 'reminder';
  meta?: Record<string, unknown>;
}

/** In-app notification plus an e-mail (when the user has an address) to each user; returns the e-mails sent. */
export async function tellLearners(
  db: Database,
  course: Pick<CourseRow, 'id' | 'teamId'>,
  userIds: string[],
  notice: Notice,
  mail: MailSettings = configuredMail,
): Promise<number> {
  let emailed = 0;
  const link = courseLink(course.id);
  const absoluteLink = mail.publicUrl ? new URL(link, mail.publicUrl).toString() : link;
  for (let start = 0; start < userIds.length; start += RECIPIENT_CHUNK) {
    for (const user of await recipients(db, userIds.slice(start, start + RECIPIENT_CHUNK))) {
      if (await tellLearner(db, course, user, notice, { link, absoluteLink, mail })) emailed += 1;
    }
  }
  return emailed;
}

async function tellLearner(
  db: Database,
  course: Pick<CourseRow, 'id' | 'teamId'>,
  user: Awaited<ReturnType<typeof recipients>>[number],
  notice: Notice,
  via: { link: string; absoluteLink: string; mail: MailSettings },
): Promise<boolean> {
  const meta = { kind: notice.kind, courseId: course.id, ...notice.meta };
  await notify({
    db,
    teamId: course.teamId,
    userId: user.id,
    title: notice.title,
    description: notice.text,
    link: via.link,
    meta,
  });
  if (!user.email) return false;
  await sendEmail(
    { db, log: via.mail.log, smtpUrl: via.mail.smtpUrl },
    {
      teamId: course.teamId,
      to: user.email,
      subject: notice.title,
      text: `Hello ${user.firstName || user.username},\n\n${notice.text}\n\n${via.absoluteLink}\n`,
      meta,
    },
  );
  return true;
}

/** SPEC §3 notification settings: enrolment notices only for a launched course that has them on. */
export async function sendEnrolmentNotices(
  db: Database,
  course: CourseRow,
  userIds: string[],
  mail?: MailSettings,
): Promise<void> {
  if (!course.launched || !course.settings.notifications.enrolment || userIds.length === 0) return;
  await tellLearners(db, course, userIds, enrolmentNotice(course.name), mail);
}

export const enrolmentNotice = (courseName: string): Notice => ({
  kind: 'enrolment',
  title: `You are enrolled in ${courseName}`,
  text: `You have been enrolled in the course "${courseName}". Open it to start learning.`,
});

/** With the days of inactivity when the reminder job sends it; without when a builder does. */
export const reminderNotice = (courseName: string, inactiveDays?: number): Notice => ({
  kind: 'reminder',
  title: `Continue ${courseName}`,
  text: inactiveDays
    ? `You have not opened the course "${courseName}" for ${inactiveDays} day(s). Pick up where you left off.`
    : `You have not finished the course "${courseName}" yet. Pick up where you left off.`,
});
