import type { Db } from '../../../db/client';
import type { CourseRow } from '../../../db/schema';
import { enqueueNotices, type QueuedNotice } from '../../../jobs/notice-outbox';
import { keyedNotice, type NoticeText } from '../../../lib/i18n';

export const courseLink = (courseId: string) => `/courses/${courseId}`;

export interface Notice {
  /** English title and text; each recipient reads `meta.text` in their own language. */
  title: string;
  text: string;
  kind: 'enrolment' | 'reminder' | 'courselink' | 'nudge';
  meta?: Record<string, unknown> & { text?: NoticeText };
}

const courseNotice = (kind: Notice['kind'], text: NoticeText): Notice => {
  const { title, text: body, meta } = keyedNotice(text);
  return { kind, title, text: body, meta };
};

/** The notice with a colleague's own words after its text (untranslated). */
export function withNote(notice: Notice, note: string): Notice {
  if (!note) return notice;
  const keyed = notice.meta?.text;
  return {
    ...notice,
    text: `${notice.text}\n\n${note}`,
    meta: { ...notice.meta, ...(keyed ? { text: { ...keyed, note } } : {}) },
  };
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

export const enrolmentNotice = (courseName: string): Notice =>
  courseNotice('enrolment', { key: 'notices.enrolment', params: { course: courseName } });

/** With the days of inactivity when the reminder job sends it; without when a builder does. */
export const reminderNotice = (courseName: string, inactiveDays?: number): Notice =>
  courseNotice(
    'reminder',
    inactiveDays
      ? { key: 'notices.reminderInactive', params: { course: courseName, days: inactiveDays } }
      : { key: 'notices.reminder', params: { course: courseName } },
  );

/** users/{id}/email/courselink: the link to a course (the token generator's "course link"). */
export const courseLinkNotice = (courseName: string): Notice =>
  courseNotice('courselink', { key: 'notices.courselink', params: { course: courseName } });

/** users/{id}/email/nudge: a colleague's friendly push to carry on. */
export const nudgeNotice = (courseName: string, assignor: string): Notice =>
  courseNotice('nudge', { key: 'notices.nudge', params: { course: courseName, assignor } });
