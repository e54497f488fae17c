import { apiErrorSchema } from '@lp/shared/errors';
import { outboxMessageSchema } from '@lp/shared/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { listOutbox } from './repo';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/admin/outbox',
    {
      onRequest: app.requireAbility('users.manage'),
      schema: {
        tags: ['notifications'],
        summary: "The team's sent and kept e-mails and text messages, newest first (Admin)",
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: z.array(outboxMessageSchema), 403: apiErrorSchema, 440: apiErrorSchema },
      },
    },
    async (request) => {
      const rows = await listOutbox(app.db, authOf(request).user.teamId, request.query.limit);
      return rows.map((m) => ({
        _id: m.id,
        channel: m.channel,
        recipient: m.recipient,
        subject: m.subject,
        body: m.body,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
        error: m.error,
      }));
    },
  );
};
