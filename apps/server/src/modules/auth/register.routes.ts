import {
  AUTH_MESSAGES,
  authUserResponseSchema,
  confirmEmailBodySchema,
  createdResponseSchema,
  guestBodySchema,
  registerBodySchema,
  registerPendingResponseSchema,
} from '@lp/shared/auth';
import { LIMITS } from '@lp/shared/constants';
import { apiErrorSchema } from '@lp/shared/errors';
import { VALIDATION_MESSAGES } from '@lp/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { perAddress } from '../../plugins/rate-limit';
import { authDeps, mailDeps } from './deps';
import { confirmEmail } from './email-confirmation';
import { resolveLessonCode } from './lesson-code';
import { register, registerGuest } from './register';
import { CREDENTIAL_RATE_LIMIT } from './routes';

const errors = errorResponses(400, 403, 404, 409, 429);

export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);
  const client = (request: { ip: string; headers: { 'user-agent'?: string | undefined } }) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });

  app.post(
    '/api/v3/auth/register',
    {
      config: { rateLimit: perAddress(10) },
      schema: {
        tags: ['auth'],
        summary: 'Create an account (multipart or JSON); signed in at once through the access-token header',
        description:
          'With `team`: a learner of that team, when it takes registrations and its sign-up policy admits them (`invite_code` for an inviteCode team; an emailDomain team answers 202 and mails a confirmation link). Without: a solo creator with a new team named from the username.',
        body: registerBodySchema,
        response: { 201: createdResponseSchema, 202: registerPendingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await register(
        { ...deps, mail: mailDeps(app, request.log) },
        request.body,
        client(request),
      );
      if ('pending' in result) {
        return reply
          .status(202)
          .send({ _id: result.pending.userId, message: AUTH_MESSAGES.confirmEmailSent });
      }
      return reply.status(201).header('access-token', result.token).send({ _id: result.user._id });
    },
  );

  app.post(
    '/api/v3/auth/register/confirm',
    {
      config: { rateLimit: perAddress(10) },
      schema: {
        tags: ['auth'],
        summary: 'Follow the link mailed at registration: the account opens and is signed in',
        body: confirmEmailBodySchema,
        response: {
          200: authUserResponseSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { user, token } = await confirmEmail(deps, request.body.token, client(request));
      return reply.header('access-token', token).send(user);
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
      const { user, token } = await registerGuest(deps, request.body, client(request));
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
