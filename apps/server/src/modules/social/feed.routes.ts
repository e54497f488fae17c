import {
  feedQuerySchema,
  feedSchema,
  likeBodySchema,
  likeResultSchema,
  messageSchema,
  postCommentBodySchema,
  postCommentSchema,
  postCreateBodySchema,
  postDetailSchema,
  reportBodySchema,
  SOCIAL_LIMITS,
  socialImageSchema,
} from '@lp/shared/social/index';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { identityKey } from '../../plugins/rate-limit';
import { assetStoreFor } from '../assets/store';
import { fileField, uploadedFile, uploadRouteConfig } from '../assets/upload';
import {
  commentOnPost,
  createPost,
  deleteComment,
  deletePost,
  feed,
  getPost,
  likePost,
  reportPost,
  type SocialContext,
  uploadImage,
} from './feed.service';

const errors = errorResponses(400, 403, 404, 440);
export const postParams = z.object({ id: z.uuid('Invalid id') });
export const commentParams = postParams.extend({ commentId: z.uuid('Invalid comment id') });
const perUser = (max: number) => ({ max, timeWindow: '1 minute', keyGenerator: identityKey });

/** The learners' side of the social feed (SPEC §7 "Social"). */
export const socialContext = (app: FastifyInstance): SocialContext => ({
  db: app.db,
  store: assetStoreFor(app.config.dataDir),
  secret: app.config.jwtSecret,
});
export const socialTags = ['social'];

export const socialFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = socialContext(app);
  const signedIn = { onRequest: app.authenticate };
  const tags = socialTags;

  app.get(
    '/api/v3/social/feed',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The team's feed: visible posts newest first, a page at a time (pass nextCursor as cursor)",
        querystring: feedQuerySchema,
        response: { 200: feedSchema, ...errors },
      },
    },
    async (request) => feed(ctx, authOf(request), request.query),
  );

  app.post(
    '/api/v3/social/images/create',
    {
      onRequest: app.authenticate,
      config: {
        ...uploadRouteConfig,
        rateLimit: perUser(SOCIAL_LIMITS.postsPerMinute * SOCIAL_LIMITS.imagesMax),
      },
      schema: {
        tags,
        summary: 'Upload an image for a post you are writing (multipart: file); pass its _id in images',
        consumes: ['multipart/form-data'],
        body: z.object({ file: fileField }),
        response: { 201: socialImageSchema, ...errorResponses(400, 403, 413, 429, 440) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await uploadImage(ctx, authOf(request), uploadedFile(request.body.file))),
  );

  app.post(
    '/api/v3/social/posts/create',
    {
      ...signedIn,
      config: { rateLimit: perUser(SOCIAL_LIMITS.postsPerMinute) },
      schema: {
        tags,
        summary:
          'Post to the feed: rich text (sanitized), up to 4 uploaded images, an optional course or article',
        body: postCreateBodySchema,
        response: { 201: postDetailSchema, ...errorResponses(400, 403, 429, 440) },
      },
    },
    async (request, reply) => reply.status(201).send(await createPost(ctx, authOf(request), request.body)),
  );

  app.get(
    '/api/v3/social/posts/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'One post with its comments (oldest first)',
        params: postParams,
        response: { 200: postDetailSchema, ...errors },
      },
    },
    async (request) => getPost(ctx, authOf(request), request.params.id),
  );

  app.post(
    '/api/v3/social/posts/:id/comments/create',
    {
      ...signedIn,
      config: { rateLimit: perUser(SOCIAL_LIMITS.commentsPerMinute) },
      schema: {
        tags,
        summary: 'Comment on a post (plain text; HTML is stripped)',
        params: postParams,
        body: postCommentBodySchema,
        response: { 201: postCommentSchema, ...errorResponses(400, 403, 404, 429, 440) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await commentOnPost(ctx, authOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/v3/social/posts/:id/like',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Like or unlike: { liked } sets it (safe to repeat); an empty body toggles',
        params: postParams,
        body: likeBodySchema.nullish(),
        response: { 200: likeResultSchema, ...errors },
      },
    },
    async (request) => likePost(ctx, authOf(request), request.params.id, request.body ?? {}),
  );

  app.post(
    '/api/v3/social/posts/:id/delete',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Delete a post (its author or a moderator; the author is told when a moderator does)',
        params: postParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => deletePost(ctx, authOf(request), request.params.id),
  );

  app.post(
    '/api/v3/social/posts/:id/comments/:commentId/delete',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Delete a comment (its author or a moderator)',
        params: commentParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => deleteComment(ctx, authOf(request), request.params.id, request.params.commentId),
  );

  app.post(
    '/api/v3/social/posts/:id/report',
    {
      ...signedIn,
      config: { rateLimit: perUser(SOCIAL_LIMITS.commentsPerMinute) },
      schema: {
        tags,
        summary: "Report someone else's post to the moderators, with a reason (once per post)",
        params: postParams,
        body: reportBodySchema,
        response: { 201: messageSchema, ...errorResponses(400, 403, 404, 409, 429, 440) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await reportPost(ctx, authOf(request), request.params.id, request.body)),
  );
};
