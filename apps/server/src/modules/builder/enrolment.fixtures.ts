import { randomBytes } from 'node:crypto';
import type { LicenseType } from '@lp/shared/constants';
import type { CourseSettings } from '@lp/shared/content';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courses, enrollments, notifications, outbox, progress } from '../../db/schema';
import { makeCourse } from '../../test/content-factory';
import { makeTeam, TEST_PASSWORD } from '../../test/factories';
import { startSession } from '../auth/sessions';
import { createUser } from '../users/service';

/** Test helpers for the enrolment, rules and reminder tests. */

type Headers = Record<string, string>;

export const api = (app: FastifyInstance) => ({
  post: (url: string, headers: Headers, payload?: object) =>
    app.inject({ method: 'POST', url: `/api/v3/${url}`, headers, ...(payload ? { payload } : {}) }),
  get: (url: string, headers: Headers) => app.inject({ url: `/api/v3/${url}`, headers }),
});

export async function makeMember(
  app: FastifyInstance,
  teamId: string,
  options: {
    license?: LicenseType;
    manager?: boolean;
    details?: Record<string, unknown>;
    email?: string;
  } = {},
) {
  const username = `user${randomBytes(4).toString('hex')}`;
  return createUser(app.db, {
    teamId,
    username,
    password: TEST_PASSWORD,
    licenseType: options.license ?? 'Learner',
    isManager: options.manager ?? false,
    firstName: 'Test',
    lastName: username,
    email: options.email ?? `${username}@example.com`,
    details: options.details ?? {},
  });
}

/** A session opened directly: many sign-ins in one file would meet the sign-in rate limit. */
async function headersOf(app: FastifyInstance, user: { id: string; teamId: string }) {
  const { token } = await startSession(app.db, app.config.jwtSecret, {
    userId: user.id,
    teamId: user.teamId,
  });
  return { 'access-token': token };
}

/** A team with a signed-in creator, manager and learner, and a course with the given settings. */
export async function enrolmentTeam(
  app: FastifyInstance,
  options: { settings?: Partial<CourseSettings>; launched?: boolean } = {},
) {
  const team = await makeTeam(app);
  const creator = await makeMember(app, team.id, { license: 'Creator' });
  const manager = await makeMember(app, team.id, { manager: true });
  const learner = await makeMember(app, team.id);
  const { course } = await makeCourse(app, team.id, { settings: options.settings });
  if (options.launched) await launch(app, course.id);
  return {
    team,
    course,
    creator: { user: creator, headers: await headersOf(app, creator) },
    manager: { user: manager, headers: await headersOf(app, manager) },
    learner: { user: learner, headers: await headersOf(app, learner) },
  };
}

export const launch = (app: FastifyInstance, courseId: string) =>
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
