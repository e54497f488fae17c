import {
  messageSchema,
  moderationCommentListSchema,
  moderationPostListSchema,
  moderationQuerySchema,
  muteBodySchema,
  muteListSchema,
  muteSchema,
  postCommentSchema,
  postSchema,
  reportListSchema,
  reportQuerySchema,
  reportResolveBodySchema,
} from '@lp/shared/social/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { commentParams, postParams, socialContext, socialTags } from './feed.routes';
import {
  dismissReport,
  listMutes,
  listReports,
  moderationComments,
  moderationPosts,
  muteUser,
  resolveReport,
  setCommentHidden,
  setPostHidden,
  unmuteUser,
} from './moderation.service';

const errors = errorResponses(400, 403, 404, 440);
const reportParams = z.object({ reportId: z.uuid('Invalid report id') });
const userParams = z.object({ userId: z.uuid('Invalid user id') });

/** Moderation of the feed for builder licenses (/builder/social). */
export const socialModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = socialContext(app);
  const signedIn = { onRequest: app.authenticate };
  const tags = socialTags;

  app.get(
    '/api/v3/social/moderation/posts',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Every post of the team, hidden ones too, filtered by status, author and dates (moderators)',
        querystring: moderationQuerySchema,
        response: { 200: moderationPostListSchema, ...errors },
      },
    },
    async (request) => moderationPosts(ctx, authOf(request), request.query),
  );

  app.get(
    '/api/v3/social/moderation/comments',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Every comment of the team, hidden ones too, filtered by status, author and dates (moderators)',
        querystring: moderationQuerySchema,
        response: { 200: moderationCommentListSchema, ...errors },
      },
    },
    async (request) => moderationComments(ctx, authOf(request), request.query),
  );

  for (const hidden of [true, false]) {
    const verb = hidden ? 'hide' : 'unhide';
    app.post(
      `/api/v3/social/posts/:id/${verb}`,
      {
        ...signedIn,
        schema: {
          tags,
          summary: hidden
            ? 'Hide a post from the feed (moderators); the author is told and its open reports are resolved'
            : 'Show a hidden post again (moderators)',
          params: postParams,
          response: { 200: postSchema, ...errors },
        },
      },
      async (request) => setPostHidden(ctx, authOf(request), request.params.id, hidden),
    );
    app.post(
      `/api/v3/social/posts/:id/comments/:commentId/${verb}`,
      {
        ...signedIn,
        schema: {
          tags,
          summary: hidden ? 'Hide a comment (moderators); its author is told' : 'Show a hidden comment again',
          params: commentParams,
          response: { 200: postCommentSchema, ...errors },
        },
      },
      async (request) =>
        setCommentHidden(ctx, authOf(request), request.params.id, request.params.commentId, hidden),
    );
  }

  app.get(
    '/api/v3/social/reports',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Learners' reports of posts: the open queue (oldest first) or the handled ones (moderators)",
        querystring: reportQuerySchema,
        response: { 200: reportListSchema, ...errors },
      },
    },
    async (request) => listReports(ctx, authOf(request), request.query.status),
  );

  app.post(
    '/api/v3/social/reports/:reportId/resolve',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Resolve a report; action hide or delete also acts on the post (moderators)',
        params: reportParams,
        body: reportResolveBodySchema.nullish(),
        response: { 200: messageSchema, ...errorResponses(400, 403, 404, 409, 440) },
      },
    },
    async (request) =>
      resolveReport(ctx, authOf(request), request.params.reportId, request.body ?? { action: 'none' }),
  );

  app.post(
    '/api/v3/social/reports/:reportId/dismiss',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Dismiss a report: nothing is wrong with the post (moderators)',
        params: reportParams,
        response: { 200: messageSchema, ...errorResponses(400, 403, 404, 409, 440) },
      },
    },
    async (request) => dismissReport(ctx, authOf(request), request.params.reportId),
  );

  app.get(
    '/api/v3/social/mutes',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'People muted from posting and commenting now (moderators)',
        response: { 200: muteListSchema, ...errors },
      },
    },
    async (request) => listMutes(ctx, authOf(request)),
  );

  app.post(
    '/api/v3/social/users/:userId/mute',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Mute a person from posting and commenting for a number of days (moderators)',
        params: userParams,
        body: muteBodySchema,
        response: { 200: muteSchema, ...errors },
      },
    },
    async (request) => muteUser(ctx, authOf(request), request.params.userId, request.body),
  );

  app.post(
    '/api/v3/social/users/:userId/unmute',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'End a mute (moderators)',
        params: userParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => unmuteUser(ctx, authOf(request), request.params.userId),
  );
};
