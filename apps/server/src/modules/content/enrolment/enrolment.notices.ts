import type { Db } from '../../../db/client';
import type { CourseRow } from '../../../db/schema';
import { enqueueNotices, type QueuedNotice } from '../../../jobs/notice-outbox';

export const courseLink = (courseId: string) => `/courses/${courseId}`;

export interface Notice {
  title: string;
  text: string;
  kind: 'enrolment' | 'reminder' | 'courselink' | 'nudge';
  meta?: Record<string, unknown>;
}

/** The notice about a course for each of these users (in-app and e-mail). */
export function courseNotices(
  course: Pick<CourseRow, 'id' | 'teamId'>,
  userIds: string[],
  notice: Notice,
): QueuedNotice[] {
  const meta = { kind: notice.kind, courseId: course.id, ...notice.meta };
  return userIds.map((userId) => ({
    teamId: course.teamId,
    userId,
    title: notice.title,
    description: notice.text,
    link: courseLink(course.id),
    mailText: `${notice.text}\n\n`,
    meta,
  }));
}

/**
 * SPEC §3 notification settings: enrolment notices only for a launched course that has them on.
 * They are written to the notice outbox in `db` (pass the enrolment's transaction); the notice
 * job delivers them. Returns how many were queued.
 */
export async function queueEnrolmentNotices(db: Db, course: CourseRow, userIds: string[]) {
  if (!course.launched || !course.settings.notifications.enrolment || userIds.length === 0) return 0;
  return enqueueNotices(db, courseNotices(course, userIds, enrolmentNotice(course.name)));
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

/** users/{id}/email/courselink: the link to a course (the token generator's "course link"). */
export const courseLinkNotice = (courseName: string): Notice => ({
  kind: 'courselink',
  title: `Your link to ${courseName}`,
  text: `Here is your link to the course "${courseName}". Open it to start or continue.`,
});

/** users/{id}/email/nudge: a colleague's friendly push to carry on. */
export const nudgeNotice = (courseName: string, assignor: string): Notice => ({
  kind: 'nudge',
  title: `${assignor} is cheering you on`,
  text: `${assignor} would like you to carry on with the course "${courseName}". You are almost there!`,
});
