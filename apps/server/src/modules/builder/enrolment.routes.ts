import {
  courseLearnersQuerySchema,
  courseLearnersResponseSchema,
  enrolmentAddedResponseSchema,
  enrolmentRemovedResponseSchema,
  userSearchBodySchema,
  userSearchResponseSchema,
} from '@lp/shared/content/enrolment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { learnerEmailRoutes } from '../content/enrolment/enrolment.email';
import { searchUsers } from '../content/enrolment/enrolment.search';
import {
  addLearner,
  addTeam,
  listCourseLearners,
  removeLearner,
} from '../content/enrolment/enrolment.service';
import { ruleRoutes } from './rules.routes';

const errors = errorResponses(400, 403, 404, 409, 440);
const courseParams = z.object({ id: z.uuid('Invalid course id') });
const learnerParams = courseParams.extend({ userId: z.uuid('Invalid user id') });
const teamParams = courseParams.extend({ team: z.string().trim().min(1).max(100) });

/** Course enrolment, enrolment rules and the user search the builder enrols from. */
export const enrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const builder = { onRequest: app.requireAbility('builder.view') };

  app.get(
    '/api/v3/courses/:id/learners/list',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['builder'],
        summary:
          "A course's enrolled learners with their progress, newest enrolment first (builder and managers)",
        params: courseParams,
        querystring: courseLearnersQuerySchema,
        response: { 200: courseLearnersResponseSchema, ...errors },
      },
    },
    async (request) => listCourseLearners(app.db, authOf(request), request.params.id, request.query),
  );

  app.post(
    '/api/v3/courses/:id/learners/:userId/add',
    {
      ...builder,
      schema: {
        tags: ['builder'],
        summary: 'Enrol one user of your team in the course (added is 0 when already enrolled)',
        params: learnerParams,
        response: { 200: enrolmentAddedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const added = await addLearner(app.db, authOf(request), {
        courseId: request.params.id,
        userId: request.params.userId,
      });
      return { message: added ? 'Learner enrolled.' : 'Learner was already enrolled.', added };
    },
  );

  app.post(
    '/api/v3/courses/:id/learners/:userId/remove',
    {
      ...builder,
      schema: {
        tags: ['builder'],
        summary: 'Remove a learner from the course; their progress is kept',
        params: learnerParams,
        response: { 200: enrolmentRemovedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const removed = await removeLearner(app.db, authOf(request), {
        courseId: request.params.id,
        userId: request.params.userId,
      });
      return { message: 'Learner removed.', removed };
    },
  );

  app.post(
    '/api/v3/courses/:id/learners/:team/add_team',
    {
      ...builder,
      schema: {
        tags: ['builder'],
        summary: 'Enrol every active user of your own team ({team} is its name)',
        params: teamParams,
        response: { 200: enrolmentAddedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const added = await addTeam(app.db, authOf(request), {
        courseId: request.params.id,
        teamName: request.params.team,
      });
      return { message: `${added} learner(s) enrolled.`, added };
    },
  );

  app.post(
    '/api/v3/users/list/search',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['builder'],
        summary: "Search your team's users by text and segmentation details (builder and managers)",
        body: userSearchBodySchema,
        response: { 200: userSearchResponseSchema, ...errors },
      },
    },
    async (request) => searchUsers(app.db, authOf(request), request.body.query),
  );

  await app.register(ruleRoutes);
  await app.register(learnerEmailRoutes);
};
