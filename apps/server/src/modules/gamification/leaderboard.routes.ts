import { LEADERBOARD_MESSAGES } from '@lp/shared/gamification';
import { leaderboardQuerySchema, leaderboardSchema } from '@lp/shared/gamification/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { useCompiledSerializer } from '../../lib/compiled-serializer';
import { badRequest } from '../../lib/http-errors';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { visibleCourse } from '../content/catalog/catalog.service';
import { leaderboard } from './leaderboard.service';
import { TEAM_SCOPE } from './ledger.service';

const errors = errorResponses(400, 403, 404, 440);
const uuid = z.uuid('Invalid id');

function segmentOf(query: z.infer<typeof leaderboardQuerySchema>) {
  if (Boolean(query.segmentField) !== Boolean(query.segmentValue)) {
    throw badRequest(LEADERBOARD_MESSAGES.segmentPair);
  }
  return query.segmentField && query.segmentValue
    ? { field: query.segmentField, value: query.segmentValue }
    : undefined;
}

/** The team's and a course's leaderboards, written by the compiled serializer (read on every visit). */
export const leaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  useCompiledSerializer(app);
  const auth = { onRequest: app.authenticate };

  app.get(
    '/api/v3/leaderboards/appleaderboard',
    {
      ...auth,
      schema: {
        tags: ['gamification'],
        summary: "The team's leaderboard for a window (all, month, week), optionally for one segment",
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const q = request.query;
      return leaderboard(app.db, {
        teamId: user.teamId,
        scope: TEAM_SCOPE,
        window: q.window,
        userId: user.id,
        limit: q.limit,
        segment: segmentOf(q),
      });
    },
  );

  app.get(
    '/api/v3/courses/:id/leaderboards/show',
    {
      ...auth,
      schema: {
        tags: ['gamification'],
        summary: "A course's leaderboard (points earned in it)",
        params: z.object({ id: uuid }),
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardSchema, ...errors },
      },
    },
    async (request) => {
      const caller = authOf(request);
      const course = await visibleCourse(app.db, caller, request.params.id);
      const q = request.query;
      return leaderboard(app.db, {
        teamId: caller.user.teamId,
        scope: course.id,
        window: q.window,
        userId: caller.user.id,
        limit: q.limit,
        segment: segmentOf(q),
      });
    },
  );
};
