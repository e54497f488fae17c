import {
  AUTH_MESSAGES,
  messageResponseSchema,
  newPasswordBodySchema,
  resetPasswordBodySchema,
} from '@lp/shared/auth';
import { apiErrorSchema } from '@lp/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAccount, perAddress } from '../../plugins/rate-limit';
import { mailDeps } from './deps';
import { completePasswordReset, requestPasswordReset } from './password-reset';

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v3/auth/reset_password',
    {
      config: { rateLimit: perAddress(5) },
      // Also per address mailed to, known or not, so nobody's inbox can be flooded with links.
      preHandler: perAccount(app, {
        name: 'reset-mail',
        max: 3,
        timeWindow: '15 minutes',
        account: (request) => (request.body as { email?: string } | undefined)?.email,
      }),
      schema: {
        tags: ['auth'],
        summary: 'Mail a single-use reset link; the answer is the same whether or not the address is known',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(mailDeps(app, request.log), request.body.email);
      return { message: AUTH_MESSAGES.resetSent };
    },
  );

  app.post(
    '/api/v3/auth/reset_password/confirm',
    {
      config: { rateLimit: perAddress(10) },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password from a reset link; every device is signed out',
        body: newPasswordBodySchema,
        response: { 200: messageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await completePasswordReset(app.db, request.body.token, request.body.password);
      return { message: AUTH_MESSAGES.passwordChanged };
    },
  );
};
