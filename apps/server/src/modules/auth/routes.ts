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
import { perAddress } from '../../plugins/rate-limit';
import { openCredential } from './credential-envelope';
import { authDeps, signInDeps } from './deps';
import { changePassword, connect, signIn, signOut } from './service';

const errors = errorResponses(400, 401, 403, 429, 440);
/** Per-address ceiling on credential routes, on top of the sign-in protection in throttle.ts. */
export const CREDENTIAL_RATE_LIMIT = perAddress(30);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);

  app.post(
    '/api/v3/auth/sign_in',
    {
      config: { rateLimit: CREDENTIAL_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with username and password (multipart or JSON); the token is in the access-token header',
        description:
          'After a few failures on the account, 401 with errorCode 4 asks for a solved challenge (GET auth/challenge) in the `altcha` field; 429 with Retry-After while this address must wait.',
        body: signInBodySchema,
        response: { 200: authUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = app.config.credentialsKey;
      const credentials = {
        username: openCredential(request.body.username, key),
        password: openCredential(request.body.password, key),
        altcha: request.body.altcha,
        team: request.body.team,
      };
      const { user, token } = await signIn(signInDeps(app, request.log), credentials, {
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
      // Signed in: counted per user, like every route that needs a session.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
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
