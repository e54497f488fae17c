import {
  commentCreateBodySchema,
  commentListQuerySchema,
  commentListSchema,
  commentSchema,
  type Reaction,
  reactionSummarySchema,
} from '@lp/shared/social/comments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { InteractionTarget } from '../../db/schema';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { createComment, deleteComment, listComments, react, reactionSummary } from './service';

const errors = errorResponses(400, 403, 404, 440);
const idParams = z.object({ id: z.uuid('Invalid id') });
const commentParams = idParams.extend({ commentId: z.uuid('Invalid comment id') });

/** Comments on articles and discussion decks (SPEC §7 "Articles"), and likes/dislikes of articles. */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: app.authenticate };

  const commentRoutes = (kind: InteractionTarget, base: 'articles' | 'decks') => {
    const what = kind === 'article' ? 'an article' : 'a discussion deck';

    app.get(
      `/api/v3/${base}/:id/comments`,
      {
        ...signedIn,
        schema: {
          tags: ['social'],
          summary: `Comments on ${what}: threads newest first, replies oldest first, with the reactions`,
          params: idParams,
          querystring: commentListQuerySchema,
          response: { 200: commentListSchema, ...errors },
        },
      },
      async (request) => listComments(app.db, authOf(request), kind, request.params.id, request.query),
    );

    app.post(
      `/api/v3/${base}/:id/comments/create`,
      {
        ...signedIn,
        schema: {
          tags: ['social'],
          summary: `Comment on ${what} or reply to a comment (HTML is stripped)`,
          params: idParams,
          body: commentCreateBodySchema,
          response: { 201: commentSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createComment(app.db, authOf(request), kind, request.params.id, request.body)),
    );

    app.post(
      `/api/v3/${base}/:id/comments/:commentId/delete`,
      {
        ...signedIn,
        schema: {
          tags: ['social'],
          summary: 'Delete a comment (its author, or a creator or admin); its replies stay',
          params: commentParams,
          response: { 200: commentSchema, ...errors },
        },
      },
      async (request) =>
        deleteComment(app.db, authOf(request), kind, request.params.id, request.params.commentId),
    );
  };
  commentRoutes('article', 'articles');
  commentRoutes('deck', 'decks');

  const reactionRoute = (reaction: Reaction) =>
    app.post(
      `/api/v3/articles/:id/${reaction}`,
      {
        ...signedIn,
        schema: {
          tags: ['social'],
          summary: `Toggle a ${reaction} of an article (the same again removes it); answers the new counts`,
          params: idParams,
          response: { 200: reactionSummarySchema, ...errors },
        },
      },
      async (request) => react(app.db, authOf(request), request.params.id, reaction),
    );
  reactionRoute('like');
  reactionRoute('dislike');

  app.get(
    '/api/v3/articles/:id/reactions',
    {
      ...signedIn,
      schema: {
        tags: ['social'],
        summary: "An article's likes and dislikes and the caller's own reaction",
        params: idParams,
        response: { 200: reactionSummarySchema, ...errors },
      },
    },
    async (request) => reactionSummary(app.db, authOf(request), request.params.id),
  );
};
