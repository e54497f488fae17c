import {
  aiCreditsSchema,
  contactUsBodySchema,
  createSubscriptionResponseSchema,
  teamAccountSchema,
  teamPlanSchema,
  teamPlanUpdateBodySchema,
  verifySubscriptionBodySchema,
} from '@lp/shared/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { toUserResponse } from '../users/service';
import { paymentProviderOf } from './payment-provider';
import { contactUs, createSubscription, verifySubscription } from './payments.service';
import { aiCredits, teamAccount, updatePlan } from './plan.service';

const errors = errorResponses(400, 403, 404, 429, 440);
const idParams = z.object({ id: z.uuid('Invalid id') });
/** Payments and contact requests are writes worth limiting per signed-in user. */
const WRITE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = paymentProviderOf(app.config);
  const actorOf = (request: Parameters<typeof authOf>[0]) => {
    const { user, team } = authOf(request);
    return { teamId: user.teamId, license: toUserResponse(user, team).license };
  };

  app.get(
    '/api/v3/teams/:id/plan',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['billing'],
        summary: "A team's account plan and what it uses (Admin of the team; SuperAdmin any)",
        params: idParams,
        response: { 200: teamAccountSchema, ...errors },
      },
    },
    async (request) =>
      teamAccount(app.db, actorOf(request), request.params.id, {
        enabled: provider !== undefined,
        plans: app.config.paymentPlans ?? [],
      }),
  );

  app.post(
    '/api/v3/teams/:id/plan/update',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['billing'],
        summary: "Change a team's plan (SuperAdmin any field; the team's Admin may only lower limits)",
        params: idParams,
        body: teamPlanUpdateBodySchema,
        response: { 200: teamPlanSchema, ...errors },
      },
    },
    async (request) => updatePlan(app.db, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/v3/ai/getcredits',
    {
      onRequest: app.requireAbility('builder.ai'),
      schema: {
        tags: ['billing'],
        summary: "The AI credits left on the caller's team plan",
        response: { 200: aiCreditsSchema, ...errors },
      },
    },
    async (request) => aiCredits(app.db, authOf(request).user.teamId),
  );

  app.post(
    '/api/v3/utility/payments/create_subscription/:id',
    {
      onRequest: app.requireAbility('adminPanel.view'),
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags: ['billing'],
        summary: "Start a subscription to the provider's plan {id} (503 when payments are not configured)",
        params: z.object({
          id: z
            .string()
            .trim()
            .regex(/^[A-Za-z0-9_]{1,40}$/, 'Invalid plan id'),
        }),
        response: { 201: createSubscriptionResponseSchema, ...errorResponses(400, 403, 429, 440, 503) },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const created = await createSubscription(app.db, provider, {
        teamId: user.teamId,
        userId: user.id,
        planId: request.params.id,
      });
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/api/v3/utility/payments/verify_subscription',
    {
      onRequest: app.requireAbility('adminPanel.view'),
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags: ['billing'],
        summary: "Verify the provider's signature of a subscription payment and record it",
        body: verifySubscriptionBodySchema,
        response: {
          200: z.object({ verified: z.literal(true), subscriptionId: z.string() }),
          ...errorResponses(400, 403, 404, 429, 440, 503),
        },
      },
    },
    async (request) => verifySubscription(app.db, provider, authOf(request).user.teamId, request.body),
  );

  app.post(
    '/api/v3/staging/contactUsRequest',
    {
      onRequest: app.authenticate,
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags: ['billing'],
        summary: 'Ask the operators about a plan: the request is kept and mailed to them',
        body: contactUsBodySchema,
        response: { 201: z.object({ _id: z.string(), notified: z.number().int() }), ...errors },
      },
    },
    async (request, reply) => {
      const { user, team } = authOf(request);
      const deps = { db: app.db, log: request.log, smtpUrl: app.config.smtpUrl };
      const saved = await contactUs(deps, app.config.operatorEmails ?? [], {
        ...request.body,
        teamId: user.teamId,
        teamName: team.name,
      });
      return reply.status(201).send(saved);
    },
  );
};
