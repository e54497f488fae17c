import { outboxPageSchema, outboxQuerySchema } from '@lp/shared/admin';
import { can } from '@lp/shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { readOutbox } from '../notifications/outbox.service';
import { toUserResponse } from '../users/service';

const errors = errorResponses(400, 403, 440);

/** Read-only views of the admin panel (SuperAdmin, Admin). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/admin/outbox',
    {
      onRequest: app.requireAbility('adminPanel.view'),
      schema: {
        tags: ['admin'],
        summary: "Mail and SMS the product sent or kept (Admin: their team's; SuperAdmin: all), newest first",
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema, ...errors },
      },
    },
    async (request) => {
      const { user, team } = authOf(request);
      const everyTeam = can(toUserResponse(user, team), 'teams.manage');
      return readOutbox(app.db, { teamId: everyTeam ? null : user.teamId }, request.query);
    },
  );
};
