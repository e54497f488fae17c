import type { ServerResponse } from 'node:http';
import { apiErrorSchema } from '@lp/shared/errors';
import { NOTIFICATION_LIMITS } from '@lp/shared/notifications';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionInvalid } from '../../lib/http-errors';
import { authOf } from '../../plugins/auth';
import { authenticateToken, tokenFromHeaders } from '../auth/sessions';
import { inboxOwner, unreadCount } from './inbox.service';
import { inboxListener, onInboxChange, onTeamEvent } from './live';

const unreadEvent = (count: number) => `event: unread\ndata: ${JSON.stringify({ count })}\n\n`;

/**
 * EventSource cannot send headers, so this one route also takes the session token as
 * ?access_token= (the header still wins). Nowhere else is a token read from the URL.
 */
function streamToken(request: FastifyRequest): string | undefined {
  const fromHeader = tokenFromHeaders(request.headers);
  if (fromHeader) return fromHeader;
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.access_token;
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export const notificationStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const listener = inboxListener(app);
  const open = new Set<ServerResponse>();
  // Open streams would keep app.close() waiting for ever: end them first.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  app.get(
    '/api/v3/users/:id/notifications/stream',
    {
      // The request line may carry the token: no per-request info log for this route.
      logLevel: 'warn',
      onRequest: async (request) => {
        const token = streamToken(request);
        if (!token) throw sessionInvalid();
        request.auth = await authenticateToken(app.db, app.config.jwtSecret, token);
      },
      schema: {
        tags: ['notifications'],
        summary:
          'Server-sent events: `unread` with {count} on connect and on every change; `social` with {type, postId} when a post of the team changes; a comment line every 25 s',
        params: z.object({ id: z.uuid('Invalid id') }),
        querystring: z.object({ access_token: z.string().max(4096).optional() }),
        response: {
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          440: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const owner = await inboxOwner(app.db, authOf(request), request.params.id, 'read');
      await listener.ensure();
      let last = await unreadCount(app.db, owner);

      reply.hijack();
      const res = reply.raw;
      const headers = Object.fromEntries(
        Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined),
      ) as Record<string, string | number | string[]>;
      res.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(`retry: 5000\n${unreadEvent(last)}`);
      open.add(res);

      let closed = false;
      let pending = Promise.resolve();
      // Recounts one at a time, so events leave in order; sends only a changed count.
      const refresh = () => {
        pending = pending
          .then(async () => {
            if (closed) return;
            const count = await unreadCount(app.db, owner);
            if (!closed && count !== last) {
              last = count;
              res.write(unreadEvent(count));
            }
          })
          .catch((err) => request.log.warn({ err }, 'unread recount failed'));
      };
      const unsubscribe = onInboxChange(owner.userId, refresh);
      // Team-wide events (the social feed) pass through as they are: `event: social`.
      const unsubscribeTeam = onTeamEvent(owner.teamId, (data) => {
        if (!closed) res.write(`event: social\ndata: ${data}\n\n`);
      });
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), NOTIFICATION_LIMITS.heartbeatMs);
      heartbeat.unref();
      res.on('close', () => {
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        unsubscribeTeam();
        open.delete(res);
      });
    },
  );
};
