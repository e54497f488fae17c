import {
  AUTH_MESSAGES,
  authUserResponseSchema,
  changePasswordBodySchema,
  messageResponseSchema,
  signInBodySchema,
} from '@lp/shared/auth';
import { apiErrorSchema } from '@lp/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { openCredential } from './credential-envelope';
import { changePassword, connect, signIn, signOut } from './service';

const errors = errorResponses(400, 401, 403, 429, 440);
/** Per-IP ceiling on credential routes, on top of the per-account lockout in throttle.ts. */
export const CREDENTIAL_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, jwtSecret: app.config.jwtSecret };

  app.post(
    '/api/v3/auth/sign_in',
    {
      config: { rateLimit: CREDENTIAL_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with username and password (multipart or JSON); the token is in the access-token header',
        body: signInBodySchema,
        response: { 200: authUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = app.config.credentialsKey;
      const credentials = {
        username: openCredential(request.body.username, key),
        password: openCredential(request.body.password, key),
      };
      const { user, token } = await signIn(deps, credentials, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.header('access-token', token).send(user);
    },
  );

  app.post(
    '/api/v3/auth/connect',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Exchange a valid token (Bearer or access-token) for the user and a fresh token',
        security: [{ accessToken: [] }],
        response: { 200: authUserResponseSchema, 440: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { user, token } = await connect(deps, authOf(request), {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.header('access-token', token).send(user);
    },
  );

  app.post(
    '/api/v3/auth/signOut',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Sign out on every device',
        security: [{ accessToken: [] }],
        response: {
          200: z.object({ message: z.string(), sessionsEnded: z.number().int() }),
          440: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const sessionsEnded = await signOut(deps, authOf(request).user.id);
      return { message: 'Signed out on all devices.', sessionsEnded };
    },
  );

  app.post(
    '/api/v3/auth/change_password',
    {
      onRequest: app.authenticate,
      config: { rateLimit: CREDENTIAL_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Change the password (multipart or JSON); other devices are signed out',
        security: [{ accessToken: [] }],
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await changePassword(deps, {
        user: auth.user,
        keepSessionId: auth.session.id,
        currentPassword: request.body.current_password,
        newPassword: request.body.password,
      });
      return { message: AUTH_MESSAGES.passwordChanged };
    },
  );
};
