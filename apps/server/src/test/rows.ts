import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courses, enrollments, notifications, outbox, progress } from '../db/schema';

/**
 * Tests reach rows directly here: to set up states no request makes (a course launched without its
 * launch mail, a record last touched days ago) and to look at what a request left behind.
 */

export const launchCourse = (app: FastifyInstance, courseId: string) =>
  app.db.update(courses).set({ launched: true, launchedAt: new Date() }).where(eq(courses.id, courseId));

export async function enrolmentOf(app: FastifyInstance, courseId: string, userId: string) {
  const [row] = await app.db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.courseId, courseId), eq(enrollments.userId, userId)));
  return row;
}

export const inboxOf = (app: FastifyInstance, userId: string) =>
  app.db.select().from(notifications).where(eq(notifications.userId, userId));

export const mailTo = (app: FastifyInstance, address: string) =>
  app.db.select().from(outbox).where(eq(outbox.recipient, address));

/** Writes a course-scope progress record as the progress engine would. */
export async function setCourseProgress(
  app: FastifyInstance,
  input: { teamId: string; userId: string; courseId: string; record: Record<string, unknown>; at: Date },
) {
  await app.db
    .insert(progress)
    .values({
      teamId: input.teamId,
      userId: input.userId,
      scope: 'course',
      itemId: input.courseId,
      courseId: input.courseId,
      record: input.record,
      updatedAt: input.at,
    })
    .onConflictDoUpdate({
      target: [progress.userId, progress.scope, progress.itemId],
      set: { record: input.record, updatedAt: input.at },
    });
}
