import {
  createNotificationBodySchema,
  markReadBodySchema,
  markReadResponseSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
} from '@lp/shared/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { listInbox, markInboxRead, sendMessage } from './inbox.service';
import { notificationStreamRoutes } from './stream.routes';

const errors = errorResponses(400, 403, 404, 440);
const userParams = z.object({ id: z.uuid('Invalid id') });

/** The in-app inbox of SPEC §7 "Notifications" and its live unread count. */
export const notificationInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };

  for (const which of ['all', 'unread'] as const) {
    app.get(
      `/api/v3/users/:id/notifications/fetch/${which}`,
      {
        ...auth,
        schema: {
          tags: ['notifications'],
          summary: `The user's own ${which === 'all' ? '' : 'unread '}notifications, newest first`,
          params: userParams,
          querystring: notificationListQuerySchema,
          response: { 200: notificationListSchema, ...errors },
        },
      },
      async (request) =>
        listInbox(app.db, authOf(request), request.params.id, {
          ...request.query,
          unreadOnly: which === 'unread',
        }),
    );
  }

  app.post(
    '/api/v3/users/:id/notifications/update/markread',
    {
      ...auth,
      schema: {
        tags: ['notifications'],
        summary: 'Mark some ({ids}) or all ({all: true}) of the own notifications read',
        params: userParams,
        body: markReadBodySchema,
        response: { 200: markReadResponseSchema, ...errors },
      },
    },
    async (request) => markInboxRead(app.db, authOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v3/users/:id/notifications/create',
    {
      ...auth,
      schema: {
        tags: ['notifications'],
        summary: 'Send a notification to a user of the team (Admin), or to oneself',
        params: userParams,
        body: createNotificationBodySchema,
        response: { 201: notificationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await sendMessage(app.db, authOf(request), request.params.id, request.body.message)),
  );

  await app.register(notificationStreamRoutes);
};
