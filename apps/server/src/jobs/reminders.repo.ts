import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { courseReminders, courses, enrollments, progress, users } from '../db/schema';

/** A whole number from the course's notification settings; anything else counts as 0 (off). */
const notificationSetting = (key: 'reminderAfterDays' | 'reminderMaxTimes') =>
  sql<number>`(case when jsonb_typeof(${courses.settings} -> 'notifications' -> ${key}) = 'number'
    then floor((${courses.settings} -> 'notifications' ->> ${key})::numeric)::int else 0 end)`;

const reminderAfterDays = notificationSetting('reminderAfterDays');
const reminderMaxTimes = notificationSetting('reminderMaxTimes');

const lastProgressUpdate = sql<string | null>`(
  select max(${progress.updatedAt}) from ${progress}
  where ${progress.userId} = ${enrollments.userId}
    and (${progress.courseId} = ${enrollments.courseId}
      or (${progress.scope} = 'course' and ${progress.itemId} = ${enrollments.courseId}))
)`;

const remindersSent = sql<number>`(
  select count(*)::int from ${courseReminders}
  where ${courseReminders.courseId} = ${enrollments.courseId} and ${courseReminders.userId} = ${enrollments.userId}
)`;

const lastReminderAt = sql<string | null>`(
  select max(${courseReminders.sentAt}) from ${courseReminders}
  where ${courseReminders.courseId} = ${enrollments.courseId} and ${courseReminders.userId} = ${enrollments.userId}
)`;

const courseComplete = sql`exists (
  select 1 from ${progress}
  where ${progress.userId} = ${enrollments.userId} and ${progress.scope} = 'course'
    and ${progress.itemId} = ${enrollments.courseId} and ${progress.record} ->> 'completion' = 'true'
)`;

const asDate = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * Enrolments that may be owed a reminder: launched courses with reminders on, active learners
 * who have not completed the course and have had fewer reminders than the course allows.
 * Whether one is due yet is decided by the caller.
 */
export async function reminderCandidates(db: Database) {
  const rows = await db
    .select({
      course: courses,
      userId: enrollments.userId,
      enrolledAt: enrollments.createdAt,
      afterDays: reminderAfterDays,
      maxTimes: reminderMaxTimes,
      lastProgressAt: lastProgressUpdate,
      sent: remindersSent,
      lastReminderAt,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(
      and(
        eq(courses.launched, true),
        sql`${reminderAfterDays} > 0`,
        sql`${reminderMaxTimes} > 0`,
        eq(users.active, true),
        isNull(users.deletedAt),
        sql`not ${courseComplete}`,
        sql`${remindersSent} < ${reminderMaxTimes}`,
      ),
    );
  return rows.map((row) => ({
    ...row,
    afterDays: Number(row.afterDays),
    maxTimes: Number(row.maxTimes),
    sent: Number(row.sent),
    lastProgressAt: asDate(row.lastProgressAt),
    lastReminderAt: asDate(row.lastReminderAt),
  }));
}

/**
 * Claims reminder `sequence` of this learner and course. Only one caller, in any process, gets
 * true for the same (course, user, sequence): the primary key turns every other insert into a no-op.
 */
export async function claimReminder(
  db: Database,
  claim: { teamId: string; courseId: string; userId: string; sequence: number; at: Date },
): Promise<boolean> {
  const rows = await db
    .insert(courseReminders)
    .values({
      teamId: claim.teamId,
      courseId: claim.courseId,
      userId: claim.userId,
      sequence: claim.sequence,
      sentAt: claim.at,
    })
    .onConflictDoNothing()
    .returning({ sequence: courseReminders.sequence });
  return rows.length > 0;
}
