import {
  ENROLMENT_MESSAGES,
  LEARNER_EMAIL_MESSAGES,
  LEARNER_EMAIL_ROUTES,
  type LearnerEmailRoute,
  learnerEmailBodySchema,
  learnerEmailResponseSchema,
} from '@lp/shared/content/enrolment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import type { UserRow } from '../../../db/schema';
import { enqueueNotices, kickOutbox, type QueuedNotice } from '../../../jobs/notice-outbox';
import { badRequest, conflict, notFound } from '../../../lib/http-errors';
import { keyedNotice } from '../../../lib/i18n';
import { errorResponses } from '../../../lib/route-errors';
import { authOf } from '../../../plugins/auth';
import {
  courseLinkNotice,
  courseNotices,
  enrolmentNotice,
  type Notice,
  nudgeNotice,
  reminderNotice,
  withNote,
} from './enrolment.notices';
import { assertMayChangeEnrolment, type Caller } from './enrolment.policy';
import * as repo from './enrolment.repo';
import { teamCourse } from './enrolment.service';

type CourseRoute = Exclude<LearnerEmailRoute, 'welcome'>;

const NOTICES: Record<CourseRoute, (courseName: string, assignor: string) => Notice> = {
  enrolment: enrolmentNotice,
  reminder: (courseName) => reminderNotice(courseName),
  courselink: courseLinkNotice,
  nudge: nudgeNotice,
};

/** Reminders and nudges are about carrying on, so only to a learner enrolled in the course. */
const NEEDS_ENROLMENT: ReadonlySet<LearnerEmailRoute> = new Set(['reminder', 'nudge']);

const nameOf = (user: Pick<UserRow, 'firstName' | 'lastName' | 'username'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.username;

/** The welcome, in the learner's language, with the caller's own note (if any) after it. */
function welcomeNotice(caller: Caller, user: UserRow, assignor: string, note: string): QueuedNotice {
  const { title, text, meta } = keyedNotice({
    key: 'notices.welcome',
    params: { assignor, team: caller.team.title },
    ...(note ? { note } : {}),
  });
  return {
    teamId: caller.team.id,
    userId: user.id,
    title,
    description: text,
    link: '/',
    mailText: `${text}\n\n`,
    meta: { kind: 'welcome', from: caller.user.id, ...meta },
  };
}

/**
 * users/{id}/email/{route}: a builder sends one learner of their team a named mail (enrolment,
 * reminder, course link, nudge, welcome), in-app and by e-mail, with an optional personal note
 * signed with the caller's name. It goes out through the notice outbox; answers whether it
 * carries an e-mail.
 */
export async function emailLearner(
  db: Database,
  caller: Caller,
  input: { userId: string; route: LearnerEmailRoute; courseId: string | undefined; message: string },
): Promise<boolean> {
  assertMayChangeEnrolment(caller);
  const user = await repo.findTeamUser(db, caller.team.id, input.userId);
  if (!user) throw notFound(LEARNER_EMAIL_MESSAGES.userNotFound);
  if (!user.active) throw conflict(LEARNER_EMAIL_MESSAGES.userDeactivated);
  const assignor = nameOf(caller.user);
  const note = input.message ? `${assignor}: ${input.message}` : '';

  if (input.route === 'welcome') {
    await enqueueNotices(db, [welcomeNotice(caller, user, assignor, note)]);
  } else {
    if (!input.courseId) {
      throw badRequest(LEARNER_EMAIL_MESSAGES.courseRequired, [
        { path: 'course', message: LEARNER_EMAIL_MESSAGES.courseRequired },
      ]);
    }
    const course = await teamCourse(db, caller.team.id, input.courseId);
    if (
      NEEDS_ENROLMENT.has(input.route) &&
      !(await repo.enrolledAmong(db, course.id, [user.id])).has(user.id)
    ) {
      throw conflict(ENROLMENT_MESSAGES.notEnrolled);
    }
    const notice = withNote(NOTICES[input.route](course.name, assignor), note);
    await enqueueNotices(
      db,
      courseNotices(course, [user.id], { ...notice, meta: { ...notice.meta, from: caller.user.id } }),
    );
  }
  kickOutbox();
  return Boolean(user.email);
}

export const learnerEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v3/users/:id/email/:route',
    {
      onRequest: app.requireAbility('builder.view'),
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['builder'],
        summary:
          'Send a learner of your team a mail: enrolment, reminder, courselink, nudge (about `course`) or welcome',
        description:
          'In-app and by e-mail, through the notice outbox. Reminders and nudges go only to learners enrolled in the course. The sender is always the signed-in caller.',
        params: z.object({ id: z.uuid('Invalid user id'), route: z.enum(LEARNER_EMAIL_ROUTES) }),
        body: learnerEmailBodySchema,
        response: { 200: learnerEmailResponseSchema, ...errorResponses(400, 403, 404, 409, 429, 440) },
      },
    },
    async (request) => {
      const emailed = await emailLearner(app.db, authOf(request), {
        userId: request.params.id,
        route: request.params.route,
        courseId: request.body.course,
        message: request.body.message,
      });
      return { message: emailed ? LEARNER_EMAIL_MESSAGES.sent : LEARNER_EMAIL_MESSAGES.inAppOnly, emailed };
    },
  );
};
