import { clientDashboardSchema } from '@lp/shared/clients';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { clientDashboard } from './service';

export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/clients/dashboard',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['clients'],
        summary:
          "The team's client dashboard: learners, active learners, completions, top content, points leaders (when switched on)",
        response: { 200: clientDashboardSchema, ...errorResponses(404, 440) },
      },
    },
    async (request) => clientDashboard(app.db, authOf(request).team),
  );
};
