import {
  authUserResponseSchema,
  createdResponseSchema,
  guestBodySchema,
  registerBodySchema,
} from '@lp/shared/auth';
import { LIMITS } from '@lp/shared/constants';
import { apiErrorSchema } from '@lp/shared/errors';
import { VALIDATION_MESSAGES } from '@lp/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { resolveLessonCode } from './lesson-code';
import { register, registerGuest } from './register';
import { CREDENTIAL_RATE_LIMIT } from './routes';

const errors = errorResponses(400, 403, 404, 409, 429);

export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, jwtSecret: app.config.jwtSecret };

  app.post(
    '/api/v3/auth/register',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Create an account (multipart or JSON); signed in at once through the access-token header',
        description:
          'With `team`: a learner of that team, when it takes registrations. Without: a solo creator with a new team named from the username.',
        body: registerBodySchema,
        response: { 201: createdResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, token } = await register(deps, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.status(201).header('access-token', token).send({ _id: user._id });
    },
  );

  app.post(
    '/api/v3/auth/guest',
    {
      config: { rateLimit: CREDENTIAL_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Guest login: an automatic account with the given name, when the team allows guests',
        body: guestBodySchema,
        response: { 201: authUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, token } = await registerGuest(deps, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.status(201).header('access-token', token).send(user);
    },
  );

  app.get(
    '/api/v3/auth/lesson_code/:code',
    {
      config: { rateLimit: CREDENTIAL_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Resolve a lesson code to the course it opens (/putCode -> /c/{code})',
        params: z.object({
          code: z.string().min(LIMITS.lessonCodeMinLength, VALIDATION_MESSAGES.lessonCodeShort).max(64),
        }),
        response: {
          200: z.object({ identifier: z.string() }),
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => resolveLessonCode(app.db, request.params.code),
  );
};
