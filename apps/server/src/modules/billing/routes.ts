import { COUPON_MESSAGES, couponSchema, couponValidateBodySchema } from '@lp/shared/gamification/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { createCoupon, usableCoupon } from './coupons';

const errors = errorResponses(400, 403, 404, 409, 429, 440);
/** Coupon look-ups are limited so codes cannot be guessed by trying many. */
const GUESS_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/utility/coupon/check/:code',
    {
      onRequest: app.authenticate,
      config: { rateLimit: GUESS_LIMIT },
      schema: {
        tags: ['billing'],
        summary: 'Read a coupon (the code is URL-encoded in the path)',
        params: z.object({ code: z.string().trim().min(1, COUPON_MESSAGES.required).max(64) }),
        response: { 200: couponSchema, ...errors },
      },
    },
    async (request) => usableCoupon(app.db, authOf(request).user.teamId, request.params.code),
  );

  app.post(
    '/api/v3/coupon/validate',
    {
      onRequest: app.authenticate,
      config: { rateLimit: GUESS_LIMIT },
      schema: {
        tags: ['billing'],
        summary: 'Check that a coupon applies to this team now',
        body: couponValidateBodySchema,
        response: { 200: couponSchema.extend({ valid: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      const coupon = await usableCoupon(app.db, authOf(request).user.teamId, request.body.code);
      return { ...coupon, message: coupon.message || COUPON_MESSAGES.valid, valid: true as const };
    },
  );

  app.post(
    '/api/v3/coupons/create',
    {
      onRequest: app.requireAbility('teams.manage'),
      schema: {
        tags: ['billing'],
        summary: 'Create a coupon for one team or all (SuperAdmin)',
        body: z.object({
          code: z
            .string()
            .trim()
            .min(3)
            .max(64)
            .regex(/^[A-Za-z0-9_-]+$/, 'Codes use letters, digits, underscore and hyphen'),
          type: z.enum(['percent', 'amount', 'trial_days']),
          value: z.number().int().min(1),
          message: z.string().trim().max(200).default(''),
          teamId: z.uuid().nullable().default(null),
          validUntil: z.iso.datetime().nullable().default(null),
          maxUses: z.number().int().min(1).nullable().default(null),
        }),
        response: { 201: couponSchema, ...errors },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const row = await createCoupon(app.db, {
        ...b,
        validUntil: b.validUntil ? new Date(b.validUntil) : null,
      });
      return reply
        .status(201)
        .send({ code: row?.code ?? b.code, type: b.type, value: b.value, message: b.message });
    },
  );
};
