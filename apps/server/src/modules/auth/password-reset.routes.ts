import {
  AUTH_MESSAGES,
  messageResponseSchema,
  newPasswordBodySchema,
  resetPasswordBodySchema,
} from '@lp/shared/auth';
import { apiErrorSchema } from '@lp/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completePasswordReset, requestPasswordReset } from './password-reset';

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v3/auth/reset_password',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Mail a single-use reset link; the answer is the same whether or not the address is known',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(
        { db: app.db, log: request.log, smtpUrl: app.config.smtpUrl, publicUrl: app.config.publicUrl },
        request.body.email,
      );
      return { message: AUTH_MESSAGES.resetSent };
    },
  );

  app.post(
    '/api/v3/auth/reset_password/confirm',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
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
