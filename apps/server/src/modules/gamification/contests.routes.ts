import { contestUpdateBodySchema } from '@lp/shared/builder';
import { courseCardSchema, courseDetailSchema } from '@lp/shared/content/catalog';
import { leaderboardSchema } from '@lp/shared/gamification/index';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { courseDetail, listContestsFor } from '../content/catalog/catalog.service';
import { deleteContest, updateContest } from '../content/contests/contests.service';
import { teamFeatures } from '../teams/service';
import { leaderboard } from './leaderboard.service';

const errors = errorResponses(400, 403, 404, 409, 440);
const idParams = z.object({ id: z.uuid('Invalid id') });
export const CONTESTS_OFF = 'Contests are not available for this team.';

/** Contests exist only while the team's contests flag is on (SPEC §9: off by default). */
function contestsOn(request: FastifyRequest) {
  const auth = authOf(request);
  if (!teamFeatures(auth.team).contests) throw forbidden(CONTESTS_OFF);
  return auth;
}

async function contest(app: { db: Parameters<typeof courseDetail>[0] }, request: FastifyRequest, id: string) {
  const detail = await courseDetail(app.db, contestsOn(request), { id });
  if (detail.kind !== 'contest') throw notFound();
  return detail;
}

export const contestRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };

  app.get(
    '/api/v3/contests/list',
    {
      ...auth,
      schema: {
        tags: ['contests'],
        summary: "The team's contests",
        response: { 200: z.array(courseCardSchema), ...errors },
      },
    },
    async (request) => listContestsFor(app.db, contestsOn(request)),
  );

  app.get(
    '/api/v3/contests/:id/show',
    {
      ...auth,
      schema: {
        tags: ['contests'],
        summary: 'A contest with its content',
        params: idParams,
        response: { 200: courseDetailSchema, ...errors },
      },
    },
    async (request) => contest(app, request, request.params.id),
  );

  app.get(
    '/api/v3/contests/:id/learners/list',
    {
      onRequest: app.requireAbility('builder.view'),
      schema: {
        tags: ['contests'],
        summary: "The contest's participants by points (creators and admins)",
        params: idParams,
        querystring: z.object({ window: z.enum(['all', 'month', 'week']).default('all') }),
        response: { 200: leaderboardSchema, ...errors },
      },
    },
    async (request) => {
      const detail = await contest(app, request, request.params.id);
      const { user } = authOf(request);
      return leaderboard(app.db, {
        teamId: user.teamId,
        scope: detail._id,
        window: request.query.window,
        userId: user.id,
        limit: 100,
      });
    },
  );

  app.post(
    '/api/v3/contests/:id/update',
    {
      onRequest: app.requireAbility('builder.view'),
      schema: {
        tags: ['contests'],
        summary: 'Change a contest: name, description, image, dates, publication (creators and admins)',
        params: idParams,
        body: contestUpdateBodySchema,
        response: { 200: courseDetailSchema, ...errors },
      },
    },
    async (request) => {
      await contest(app, request, request.params.id);
      await updateContest(app.db, authOf(request).user.teamId, request.params.id, request.body);
      return contest(app, request, request.params.id);
    },
  );

  app.post(
    '/api/v3/contests/:id/delete',
    {
      onRequest: app.requireAbility('course.delete'),
      schema: {
        tags: ['contests'],
        summary: 'Delete a contest',
        params: idParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await contest(app, request, request.params.id);
      await deleteContest(app.db, authOf(request).user.teamId, request.params.id);
      return { message: 'Contest deleted.' };
    },
  );
};
