import { apiErrorSchema } from '@lp/shared/errors';
import { homeFeedSchema } from '@lp/shared/home';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { useCompiledSerializer } from '../../lib/compiled-serializer';
import { authOf } from '../../plugins/auth';
import { replyLearnerResponse } from '../learner-reads/responses';
import { homeFeed } from './service';

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  useCompiledSerializer(app);
  app.get(
    '/api/v3/home/feed',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['home'],
        summary: "The signed-in learner's home carousels and recommendations",
        response: { 200: homeFeedSchema, 440: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const viewer = authOf(request);
      return replyLearnerResponse(reply, viewer, 'home_feed', async () => {
        const { feed, until } = await homeFeed(app.db, viewer);
        return { value: feed, until };
      });
    },
  );
};
