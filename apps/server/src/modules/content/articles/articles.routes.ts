import { articleLibraryItemSchema, articleReaderSchema } from '@lp/shared/content/catalog';
import { apiErrorSchema } from '@lp/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/route-errors';
import { authOf } from '../../../plugins/auth';
import { readableLearner } from '../../progress/policy';
import {
  articleForReader,
  articleLibrary,
  favoriteArticles,
  listArticlesFor,
  publicArticle,
  recentArticles,
  toggleBookmark,
} from './articles.service';

const errors = errorResponses(400, 403, 404, 440);
const list = z.array(articleLibraryItemSchema);
const idParams = z.object({ id: z.uuid('Invalid id') });

export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };
  const listRoute = (path: string, summary: string, load: typeof articleLibrary) =>
    app.get(
      path,
      { ...auth, schema: { tags: ['content'], summary, response: { 200: list, ...errors } } },
      async (request) => load(app.db, authOf(request)),
    );

  listRoute(
    '/api/v3/articles/articleLibrary',
    'Published articles with viewed, completed and bookmarked marks',
    articleLibrary,
  );
  listRoute(
    '/api/v3/articles/list',
    'Articles: published for learners, all for creators and admins',
    listArticlesFor,
  );
  listRoute('/api/v3/articles/recent', 'The articles this learner opened last', (db, viewer) =>
    recentArticles(db, viewer),
  );
  listRoute('/api/v3/articles/favorites', "This learner's bookmarked articles", favoriteArticles);

  app.post(
    '/api/v3/articles/:id/bookmark',
    {
      ...auth,
      schema: {
        tags: ['content'],
        summary: 'Bookmark an article, or remove the bookmark',
        params: idParams,
        response: { 200: z.object({ bookmarked: z.boolean() }), ...errors },
      },
    },
    async (request) => toggleBookmark(app.db, authOf(request), request.params.id),
  );

  app.get(
    '/api/v3/articles/:id/learners/:userId/show/:readerType',
    {
      ...auth,
      schema: {
        tags: ['content'],
        summary: 'An article to read, for the learner (answer keys removed)',
        params: idParams.extend({ userId: z.uuid('Invalid id'), readerType: z.string().max(64) }),
        response: { 200: articleReaderSchema, ...errors },
      },
    },
    async (request) => {
      const caller = authOf(request);
      const learner = await readableLearner(app.db, caller, request.params.userId);
      return articleForReader(app.db, { user: learner, team: caller.team }, request.params.id);
    },
  );

  app.get(
    '/api/v3/articles/:id/unauth',
    {
      schema: {
        tags: ['content'],
        summary: 'A shared article, readable without signing in',
        params: idParams,
        response: {
          200: z.object({
            name: z.string(),
            readerType: z.string(),
            image: z.string().nullable(),
            content: z.record(z.string(), z.unknown()),
          }),
          404: apiErrorSchema,
        },
      },
    },
    async (request) => publicArticle(app.db, request.params.id),
  );
};
