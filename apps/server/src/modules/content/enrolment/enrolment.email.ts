import {
  ENROLMENT_MESSAGES,
  LEARNER_EMAIL_ROUTES,
  type LearnerEmailRoute,
  learnerEmailBodySchema,
  learnerEmailResponseSchema,
} from '@lp/shared/content/enrolment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { enqueueNotices, kickOutbox } from '../../../jobs/notice-outbox';
import { conflict, notFound } from '../../../lib/http-errors';
import { errorResponses } from '../../../lib/route-errors';
import { authOf } from '../../../plugins/auth';
import { courseNotices, enrolmentNotice, type Notice, reminderNotice } from './enrolment.notices';
import { assertMayChangeEnrolment, type Caller } from './enrolment.policy';
import * as repo from './enrolment.repo';
import { teamCourse } from './enrolment.service';

const NOTICES: Record<LearnerEmailRoute, (courseName: string) => Notice> = {
  enrolment: enrolmentNotice,
  reminder: (courseName) => reminderNotice(courseName),
};

/**
 * users/{id}/email/{route}: a builder tells one enrolled learner of their team about a course
 * (in-app and by e-mail), with an optional personal note signed with the caller's name. The
 * notice goes out through the notice outbox; answers whether it carries an e-mail.
 */
export async function emailLearner(
  db: Database,
  caller: Caller,
  input: { userId: string; route: LearnerEmailRoute; courseId: string; message: string },
): Promise<boolean> {
  assertMayChangeEnrolment(caller);
  const course = await teamCourse(db, caller.team.id, input.courseId);
  const user = await repo.findTeamUser(db, caller.team.id, input.userId);
  if (!user) throw notFound();
  if (!user.active) throw conflict('This user is deactivated.');
  if (!(await repo.enrolledAmong(db, course.id, [user.id])).has(user.id)) {
    throw conflict(ENROLMENT_MESSAGES.notEnrolled);
  }
  const notice = NOTICES[input.route](course.name);
  const assignor = `${caller.user.firstName} ${caller.user.lastName}`.trim() || caller.user.username;
  const text = input.message ? `${notice.text}\n\n${assignor}: ${input.message}` : notice.text;
  await enqueueNotices(
    db,
    courseNotices(course, [user.id], { ...notice, text, meta: { from: caller.user.id } }),
  );
  kickOutbox();
  return Boolean(user.email);
}

export const learnerEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v3/users/:id/email/:route',
    {
      onRequest: app.requireAbility('builder.view'),
      schema: {
        tags: ['builder'],
        summary:
          'Tell an enrolled learner of your team about a course: enrolment or reminder (in-app and e-mail)',
        params: z.object({ id: z.uuid('Invalid user id'), route: z.enum(LEARNER_EMAIL_ROUTES) }),
        body: learnerEmailBodySchema,
        response: { 200: learnerEmailResponseSchema, ...errorResponses(400, 403, 404, 409, 440) },
      },
    },
    async (request) => {
      const emailed = await emailLearner(app.db, authOf(request), {
        userId: request.params.id,
        route: request.params.route,
        courseId: request.body.course,
        message: request.body.message,
      });
      return {
        message: emailed
          ? 'Email sent.'
          : 'The learner has no e-mail address; they were notified in the app.',
        emailed,
      };
    },
  );
};
