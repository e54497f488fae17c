import { checklistTicksSchema, gameLevelsSchema } from '@lp/shared/analytics/interactive';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { courseChecklists, courseGames } from './interactive.service';

const errors = errorResponses(400, 403, 404, 440);
const params = z.object({ courseId: z.uuid('Invalid id') });
const tags = ['analytics'];

/** The builder's Games and Checklist tabs of a course's analytics. */
export const interactiveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/analytics/courses/:courseId/games',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Each game of a course: learners per best level reached, and the average level',
        params,
        response: { 200: z.array(gameLevelsSchema), ...errors },
      },
    },
    async (request) => courseGames(app.db, authOf(request), request.params.courseId),
  );

  app.get(
    '/api/v3/analytics/courses/:courseId/checklists',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Each checklist of a course: learners who started and finished it, and per item who ticked it',
        params,
        response: { 200: z.array(checklistTicksSchema), ...errors },
      },
    },
    async (request) => courseChecklists(app.db, authOf(request), request.params.courseId),
  );
};
