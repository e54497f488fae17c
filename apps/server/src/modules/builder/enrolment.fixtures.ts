import { randomBytes } from 'node:crypto';
import type { LicenseType } from '@lp/shared/constants';
import type { CourseSettings } from '@lp/shared/content';
import type { FastifyInstance } from 'fastify';
import { mailSettingsOf } from '../../jobs';
import { runOutboxOnce } from '../../jobs/notice-outbox.job';
import { makeCourse } from '../../test/content-factory';
import { makeTeam, TEST_PASSWORD } from '../../test/factories';
import { launchCourse } from '../../test/rows';
import { startSession } from '../auth/sessions';
import { createUser } from '../users/service';

/** Test helpers for the enrolment, rules and reminder tests. */

export { enrolmentOf, inboxOf, mailTo, setCourseProgress } from '../../test/rows';
export const launch = launchCourse;

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
  if (options.launched) await launchCourse(app, course.id);
  return {
    team,
    course,
    creator: { user: creator, headers: await headersOf(app, creator) },
    manager: { user: manager, headers: await headersOf(app, manager) },
    learner: { user: learner, headers: await headersOf(app, learner) },
  };
}

/** Runs the notice job once, as the server does right after notices are queued. */
export const deliverNotices = (app: FastifyInstance) =>
  runOutboxOnce({ db: app.db, mail: mailSettingsOf(app) });
