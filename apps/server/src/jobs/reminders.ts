import { courseAccess } from '@lp/shared/content/course-access';
import { addDays, isBefore, max } from 'date-fns';
import type { Database } from '../db/client';
import { courseNotices, reminderNotice } from '../modules/content/enrolment/enrolment.notices';
import { deliverNotice, type MailSettings, outboxOnlyMail } from '../modules/notifications/notice.service';
import { claimReminder, reminderCandidates } from './reminders.repo';

export interface RunRemindersOptions {
  db: Database;
  now?: Date;
  /** Defaults to keeping mail in the outbox table with relative links. */
  mail?: MailSettings;
}

export interface RemindersResult {
  /** Reminders this run claimed and sent. */
  sent: number;
}

type Candidate = Awaited<ReturnType<typeof reminderCandidates>>[number];

/** Inactivity counts from the latest of progress on the course, enrolment and the last reminder. */
function isDue(candidate: Candidate, now: Date): boolean {
  const lastActivity = max(
    [candidate.enrolledAt, candidate.lastProgressAt, candidate.lastReminderAt].filter(
      (date): date is Date => date !== null,
    ),
  );
  if (isBefore(now, addDays(lastActivity, candidate.afterDays))) return false;
  // A course the learner cannot open right now (not started, ended, vintage delay) is not nagged about.
  const access = courseAccess({
    published: candidate.course.published,
    settings: candidate.course.settings,
    enrolledAt: candidate.enrolledAt,
    prerequisitesComplete: true,
    now,
  });
  return access.state === 'open';
}

/**
 * SPEC §3 notification settings, "reminders after N days of inactivity, at most N times": each
 * enrolled, active learner who has not completed a launched course and has been inactive on it for
 * reminderAfterDays gets their next reminder (in-app and e-mail). Each reminder is claimed in
 * course_reminders before it is sent, so concurrent runs (two server processes) send it once.
 */
export async function runReminders(options: RunRemindersOptions): Promise<RemindersResult> {
  const now = options.now ?? new Date();
  const mail = options.mail ?? outboxOnlyMail;
  let sent = 0;
  for (const candidate of await reminderCandidates(options.db)) {
    if (!isDue(candidate, now)) continue;
    const sequence = candidate.sent + 1;
    const { course, userId } = candidate;
    const won = await claimReminder(options.db, {
      teamId: course.teamId,
      courseId: course.id,
      userId,
      sequence,
      at: now,
    });
    if (!won) continue;
    const notice = reminderNotice(course.name, candidate.afterDays);
    for (const one of courseNotices(course, [userId], { ...notice, meta: { ...notice.meta, sequence } }))
      await deliverNotice(options.db, mail, one);
    sent += 1;
  }
  return { sent };
}
