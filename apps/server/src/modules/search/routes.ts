import {
  savedSearchSchema,
  saveSearchBodySchema,
  searchQuerySchema,
  searchResultsSchema,
  searchSuggestResponseSchema,
} from '@lp/shared/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { saveSearch, search, suggest } from './service';

const errors = errorResponses(400, 440);

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };

  app.post(
    '/api/v3/searches/save',
    {
      ...auth,
      schema: {
        tags: ['search'],
        summary: 'Record a submitted search term (stripped by the SPEC §5 rule)',
        body: saveSearchBodySchema,
        response: { 201: savedSearchSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await saveSearch(app.db, authOf(request), request.body.term)),
  );

  app.get(
    '/api/v3/search/suggest',
    {
      ...auth,
      schema: {
        tags: ['search'],
        summary: 'Up to 7 typo-tolerant name matches and matching tags, for the search box',
        querystring: searchQuerySchema,
        response: { 200: searchSuggestResponseSchema, ...errors },
      },
    },
    async (request) => suggest(app.db, authOf(request), request.query.text),
  );

  app.get(
    '/api/v3/search',
    {
      ...auth,
      schema: {
        tags: ['search'],
        summary: 'Learner-visible courses, programs and articles matching the text, best first',
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema, ...errors },
      },
    },
    async (request) => search(app.db, authOf(request), request.query.text),
  );
};
