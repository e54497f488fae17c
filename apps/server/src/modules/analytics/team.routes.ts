import { myResultsSchema, teamAnalyticsQuerySchema, teamAnalyticsSchema } from '@lp/shared/analytics/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { applyQueuedChangesFirst } from './aggregates.service';
import { myResults } from './my-results.service';
import { teamAnalytics } from './team.service';

const errors = errorResponses(400, 403, 404, 440);
const tags = ['analytics'];

/** Team-wide analytics (/builder/analytics, /adminPanel?section=analytics) and a learner's own results. */
export const teamAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  applyQueuedChangesFirst(app);
  const auth = { onRequest: app.authenticate };

  app.get(
    '/api/v3/analytics/team',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Team-wide analytics for a date range: active learners and sessions per period, top and least-completed content, completion by segment, points distribution (admins: the team; creators: their content; managers: their reports)',
        querystring: teamAnalyticsQuerySchema,
        response: { 200: teamAnalyticsSchema, ...errors },
      },
    },
    async (request) => teamAnalytics(app.db, authOf(request), request.query),
  );

  app.get(
    '/api/v3/analytics/me/results',
    {
      ...auth,
      schema: {
        tags,
        summary: "The signed-in learner's course statuses and assessment results (/app/reports)",
        response: { 200: myResultsSchema, ...errors },
      },
    },
    async (request) => myResults(app.db, authOf(request).user.id),
  );
};
