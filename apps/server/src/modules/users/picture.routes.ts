import { LIMITS } from '@lp/shared/constants';
import { USER_ADMIN_MESSAGES } from '@lp/shared/users/admin';
import { userSchema } from '@lp/shared/users/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { presentAsset, storeUpload } from '../assets/service';
import { assetStoreFor } from '../assets/store';
import { fileField, uploadedFile, uploadRouteConfig } from '../assets/upload';
import { toUserResponse, updateUser } from './service';

/**
 * users/{id}/update/image: a learner uploads their own profile picture (an image of at most
 * LIMITS.uploadMaxKb). It is stored as a profile asset (kept out of the team's library) and its
 * signed URL becomes the user's `image`.
 */
export const profilePictureRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { db: app.db, store: assetStoreFor(app.config.dataDir), secret: app.config.jwtSecret };

  app.post(
    '/api/v3/users/:id/update/image',
    {
      onRequest: app.authenticate,
      config: uploadRouteConfig,
      schema: {
        tags: ['users'],
        summary: `Upload your own profile picture (multipart: file; an image up to ${LIMITS.uploadMaxKb} kB)`,
        consumes: ['multipart/form-data'],
        params: z.object({ id: z.uuid('Invalid id') }),
        body: z.object({ file: fileField }),
        response: { 200: userSchema, ...errorResponses(400, 403, 404, 413, 440) },
      },
    },
    async (request) => {
      const { user, team } = authOf(request);
      if (request.params.id !== user.id) throw forbidden(USER_ADMIN_MESSAGES.ownPicture);
      const row = await storeUpload(ctx, {
        teamId: team.id,
        ownerId: user.id,
        bytes: uploadedFile(request.body.file),
        kind: 'image',
        name: 'profile-picture',
        purpose: 'profile',
      });
      const asset = await presentAsset(ctx, row);
      const updated = await updateUser(app.db, user.id, { image: asset.thumbnailUrl ?? asset.url });
      if (!updated) throw notFound();
      return toUserResponse(updated, team);
    },
  );
};
