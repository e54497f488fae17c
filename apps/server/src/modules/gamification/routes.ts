import { myProfileSchema } from '@lp/shared/gamification/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { visibleCourse } from '../content/catalog/catalog.service';
import { readableLearner } from '../progress/policy';
import { deckLeaderboard, deckLeaderboardSchema } from './deck-leaderboard';
import { leaderboardRoutes } from './leaderboard.routes';
import { recomputeFromLedger } from './ledger.service';
import { courseWallet, myProfile, pointsHistory } from './profile.service';

const errors = errorResponses(400, 403, 404, 440);
const uuid = z.uuid('Invalid id');
const fixReportSchema = z.object({
  before: z.object({ points: z.number(), coins: z.number(), level: z.number(), stage: z.number() }),
  after: z.object({ points: z.number(), coins: z.number(), level: z.number(), stage: z.number() }),
  changed: z.boolean(),
});

export const gamificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };

  // The leaderboards are read on every visit of the home and board screens.
  await app.register(leaderboardRoutes);

  app.get(
    '/api/v3/courses/:id/leaderboards/wallet/:userId',
    {
      ...auth,
      schema: {
        tags: ['gamification'],
        summary: 'Points and coins a learner earned in a course',
        params: z.object({ id: uuid, userId: uuid }),
        response: { 200: z.object({ points: z.number(), coins: z.number() }), ...errors },
      },
    },
    async (request) => {
      const caller = authOf(request);
      const learner = await readableLearner(app.db, caller, request.params.userId);
      await visibleCourse(app.db, caller, request.params.id);
      return courseWallet(app.db, caller.team, learner.id, request.params.id);
    },
  );

  const fix = async (callerRequest: Parameters<typeof authOf>[0], userId: string) => {
    const caller = authOf(callerRequest);
    const learner = await readableLearner(app.db, caller, userId);
    return app.db.transaction((tx) => recomputeFromLedger(tx as typeof app.db, caller.team, learner.id));
  };

  app.post(
    '/api/v3/courses/:id/leaderboards/wallet/:userId/fix',
    {
      ...auth,
      schema: {
        tags: ['gamification'],
        summary: "Recompute a learner's totals and leaderboard scores from the ledger; reports what changed",
        params: z.object({ id: uuid, userId: uuid }),
        response: {
          200: fixReportSchema.extend({ course: z.object({ points: z.number(), coins: z.number() }) }),
          ...errors,
        },
      },
    },
    async (request) => {
      await visibleCourse(app.db, authOf(request), request.params.id);
      const report = await fix(request, request.params.userId);
      return {
        ...report,
        course: await courseWallet(app.db, authOf(request).team, request.params.userId, request.params.id),
      };
    },
  );

  app.post(
    '/api/v3/analytics/:userId/fixPointsHistory',
    {
      ...auth,
      schema: {
        tags: ['gamification'],
        summary: "Recompute a learner's totals and leaderboard scores from the ledger; reports what changed",
        params: z.object({ userId: uuid }),
        response: { 200: fixReportSchema, ...errors },
      },
    },
    async (request) => fix(request, request.params.userId),
  );

  app.get(
    '/api/v3/analytics/:userId/pointsHistory',
    {
      ...auth,
      schema: {
        tags: ['gamification'],
        summary: 'Points and coins earned per day, with the running total',
        params: z.object({ userId: uuid }),
        response: {
          200: z.array(
            z.object({ day: z.string(), points: z.number(), coins: z.number(), total: z.number() }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const caller = authOf(request);
      const learner = await readableLearner(app.db, caller, request.params.userId);
      return pointsHistory(app.db, caller.team, learner.id);
    },
  );

  app.get(
    '/api/v3/users/:id/myprofile',
    {
      ...auth,
      schema: {
        tags: ['gamification'],
        summary: 'Level, stage, points, coins, rank and achievements',
        params: z.object({ id: uuid }),
        response: { 200: myProfileSchema, ...errors },
      },
    },
    async (request) => {
      const caller = authOf(request);
      return myProfile(app.db, await readableLearner(app.db, caller, request.params.id), caller.team);
    },
  );

  app.get(
    '/api/v3/decks/:id/leaderboards/allParameters',
    {
      ...auth,
      schema: {
        tags: ['gamification'],
        summary: "A deck's leaderboard by score, points and time",
        params: z.object({ id: uuid }),
        response: { 200: deckLeaderboardSchema, ...errors },
      },
    },
    async (request) => deckLeaderboard(app.db, authOf(request), request.params.id),
  );
};
