import {
  INACTIVE_AFTER_DAYS,
  managerReportsResponseSchema,
  nudgeBodySchema,
  nudgeResponseSchema,
} from '@lp/shared/users/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { managerReports, nudgeReport } from './manager.service';

const errors = errorResponses(400, 403, 404, 409, 440);

/** The manager panel (SPEC §2 /manager, §6 isManager): reports and nudges; no downloads. */
export const managerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/manager/reports',
    {
      onRequest: app.requireAbility('manager.view'),
      schema: {
        tags: ['users'],
        summary:
          'Everyone reporting to you, with course statuses, overdue courses, points and level (managers)',
        response: { 200: managerReportsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      reports: await managerReports(app.db, authOf(request)),
      inactiveAfterDays: INACTIVE_AFTER_DAYS,
    }),
  );

  app.post(
    '/api/v3/users/:id/nudge',
    {
      onRequest: app.requireAbility('manager.view'),
      schema: {
        tags: ['users'],
        summary:
          'Remind someone reporting to you to keep learning: in-app notification and e-mail (managers)',
        params: z.object({ id: z.uuid('Invalid id') }),
        body: nudgeBodySchema,
        response: { 200: nudgeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const emailed = await nudgeReport(app.db, authOf(request), request.params.id, request.body.message);
      return {
        emailed,
        message: emailed ? 'Reminder sent.' : 'They have no e-mail address; they were notified in the app.',
      };
    },
  );
};
