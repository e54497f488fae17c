import { randomUUID } from 'node:crypto';
import {
  redemptionHistorySchema,
  redemptionSchema,
  rewardBodySchema,
  rewardSchema,
  walletAdjustBodySchema,
} from '@lp/shared/gamification/rewards';
import { can } from '@lp/shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { readableLearner } from '../progress/policy';
import { toUserResponse } from '../users/service';
import { appendToLedger, deliverRankNotices } from './ledger.service';
import { deleteReward, listRewards, redeemReward, redemptionsOf, saveReward } from './rewards.service';

const errors = errorResponses(400, 403, 404, 409, 440);
const idParams = z.object({ id: z.uuid('Invalid id') });

export const rewardRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireAbility('users.manage') };

  app.get(
    '/api/v3/rewards/list',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['gamification'],
        summary: "The team's rewards catalog (admins also see inactive items)",
        response: { 200: z.array(rewardSchema), ...errors },
      },
    },
    async (request) => {
      const { user, team } = authOf(request);
      return listRewards(app.db, team.id, can(toUserResponse(user, team), 'users.manage'));
    },
  );

  app.post(
    '/api/v3/rewards/create',
    {
      ...admin,
      schema: {
        tags: ['gamification'],
        summary: 'Add a reward (Admin)',
        body: rewardBodySchema,
        response: { 201: rewardSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await saveReward(app.db, authOf(request).team.id, null, request.body)),
  );

  app.post(
    '/api/v3/rewards/:id/update',
    {
      ...admin,
      schema: {
        tags: ['gamification'],
        summary: 'Change a reward (Admin)',
        params: idParams,
        body: rewardBodySchema,
        response: { 200: rewardSchema, ...errors },
      },
    },
    async (request) => saveReward(app.db, authOf(request).team.id, request.params.id, request.body),
  );

  app.post(
    '/api/v3/rewards/:id/delete',
    {
      ...admin,
      schema: {
        tags: ['gamification'],
        summary: 'Remove a reward (Admin)',
        params: idParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await deleteReward(app.db, authOf(request).team.id, request.params.id);
      return { message: 'Reward removed.' };
    },
  );

  app.post(
    '/api/v3/rewards/:id/redeem',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['gamification'],
        summary: 'Buy a reward with coins',
        params: idParams,
        response: { 200: redemptionSchema, ...errors },
      },
    },
    async (request) => redeemReward(app.db, authOf(request), request.params.id),
  );

  app.get(
    '/api/v3/users/:id/redemptions',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['gamification'],
        summary: "A learner's redeemed rewards",
        params: idParams,
        response: { 200: redemptionHistorySchema, ...errors },
      },
    },
    async (request) => {
      const learner = await readableLearner(app.db, authOf(request), request.params.id);
      return (await redemptionsOf(app.db, learner.id)).map(({ redemption, name }) => ({
        _id: redemption.id,
        rewardId: redemption.rewardId,
        name,
        coins: redemption.coins,
        status: redemption.status,
        createdAt: redemption.createdAt.toISOString(),
      }));
    },
  );

  app.post(
    '/api/v3/users/:id/wallet/adjust',
    {
      ...admin,
      schema: {
        tags: ['gamification'],
        summary: 'Add or take points and coins (Admin); recorded in the ledger with the reason',
        params: idParams,
        body: walletAdjustBodySchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const caller = authOf(request);
      const learner = await readableLearner(app.db, caller, request.params.id);
      const ledger = await app.db.transaction((tx) =>
        appendToLedger(tx, caller.team, [
          {
            teamId: caller.team.id,
            userId: learner.id,
            source: 'admin',
            sourceId: caller.user.id,
            eventUuid: randomUUID(),
            ...request.body,
          },
        ]),
      );
      deliverRankNotices(ledger);
      return { message: 'Wallet adjusted.' };
    },
  );
};
