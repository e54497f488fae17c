import {
  LOG_PATH,
  logAcceptedSchema,
  logGroupsSchema,
  logListQuerySchema,
  logPageSchema,
  logRecordBodySchema,
} from '@lp/shared/logging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { authenticateToken, tokenFromHeaders } from '../auth/sessions';
import { groupedLogs, listLogs, recordLog } from './service';

/** A log record is small; a body this large is refused (413) before it is parsed. */
export const LOG_BODY_LIMIT = 32 * 1024;

/**
 * The log host (SPEC §7 "Logging"): the web app reports errors here unless the log host is
 * configured elsewhere. The access token is optional: a failed sign-in is reported without one.
 */
export const loggingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    LOG_PATH,
    {
      bodyLimit: LOG_BODY_LIMIT,
      config: { rateLimit: { max: app.config.logRateLimitMax, timeWindow: '1 minute' } },
      // Sets the session when the token is good; a report never fails for a bad or missing token.
      onRequest: async (request) => {
        const token = tokenFromHeaders(request.headers);
        if (!token) return;
        request.auth = await authenticateToken(app.db, app.config.jwtSecret, token).catch(() => null);
      },
      schema: {
        tags: ['logging'],
        summary:
          'Keep an error report (SPEC §3 log record); defaults page Unknown, problem Unknown, criticality 9',
        description:
          'With an access token the record carries the session’s user; without one it is kept without a user id. Rate-limited per user (or address) and size-limited.',
        body: logRecordBodySchema,
        response: { 201: logAcceptedSchema, ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await recordLog(app.db, request.auth, request.body)),
  );

  const errors = errorResponses(400, 403, 440);
  app.get(
    '/api/v3/logs/list',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['logging'],
        summary: "The team's error reports, newest first, by criticality, page, user and time (admins)",
        querystring: logListQuerySchema,
        response: { 200: logPageSchema, ...errors },
      },
    },
    async (request) => listLogs(app.db, authOf(request), request.query),
  );

  app.get(
    '/api/v3/logs/grouped',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['logging'],
        summary: 'Repeated problems (same problem on the same page) with their counts (admins)',
        querystring: logListQuerySchema,
        response: { 200: logGroupsSchema, ...errors },
      },
    },
    async (request) => groupedLogs(app.db, authOf(request), request.query),
  );
};
