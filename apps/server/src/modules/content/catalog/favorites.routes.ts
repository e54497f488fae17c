import {
  favoritesSchema,
  favoriteToggleParamsSchema,
  favoriteToggleResponseSchema,
} from '@lp/shared/content/favorites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/route-errors';
import { authOf } from '../../../plugins/auth';
import { listFavoritesFor, toggleFavorite } from './favorites.service';

const errors = errorResponses(400, 404, 440);

export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };

  app.post(
    '/api/v3/favorites/:kind/:id/toggle',
    {
      ...auth,
      schema: {
        tags: ['content'],
        summary: 'Mark a course, program or article as a favorite, or unmark it',
        params: favoriteToggleParamsSchema,
        response: { 200: favoriteToggleResponseSchema, ...errors },
      },
    },
    async (request) => toggleFavorite(app.db, authOf(request), request.params.kind, request.params.id),
  );

  app.get(
    '/api/v3/favorites',
    {
      ...auth,
      schema: {
        tags: ['content'],
        summary: "The learner's favorite courses, programs and articles, most recently marked first",
        response: { 200: favoritesSchema, ...errors },
      },
    },
    async (request) => listFavoritesFor(app.db, authOf(request)),
  );
};
