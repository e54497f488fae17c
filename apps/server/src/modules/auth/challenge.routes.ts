import { challengeQuerySchema, challengeResponseSchema } from '@lp/shared/auth';
import { apiErrorSchema } from '@lp/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAddress } from '../../plugins/rate-limit';
import { issueChallenge } from './challenge';
import { challengeDeps } from './deps';

export const challengeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/auth/challenge',
    {
      config: { rateLimit: perAddress(60) },
      schema: {
        tags: ['auth'],
        summary:
          'A proof-of-work challenge (ALTCHA) for the widget; its solved payload goes in the `altcha` field',
        description:
          'Sign-in asks for one (401 with errorCode 4) after a few failures on the account. A challenge names its purpose, expires after 10 minutes and is accepted once.',
        querystring: challengeQuerySchema,
        response: { 200: challengeResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const challenge = await issueChallenge(challengeDeps(app), request.query.purpose);
      return reply.header('cache-control', 'no-store').send(challenge);
    },
  );
};
