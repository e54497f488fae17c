import {
  assetCreateFieldsSchema,
  assetListQuerySchema,
  assetListSchema,
  assetSchema,
  assetUpdateBodySchema,
  fileListQuerySchema,
  fileListSchema,
} from '@lp/shared/assets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { type AssetContext, createAsset, deleteAsset, fileList, listAssets, renameAsset } from './service';
import { assetStoreFor } from './store';
import { fileField, uploadedFile, uploadRouteConfig } from './upload';

const errors = errorResponses(400, 403, 404, 440);
const idParams = z.object({ id: z.uuid('Invalid id') });

/** SPEC §7 "Assets": the team's file library (Creator, Admin, SuperAdmin). */
export const assetRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: AssetContext = {
    db: app.db,
    store: assetStoreFor(app.config.dataDir),
    secret: app.config.jwtSecret,
  };
  const builder = { onRequest: app.requireAbility('builder.view') };

  app.post(
    '/api/v3/assets/create',
    {
      ...builder,
      config: uploadRouteConfig,
      schema: {
        tags: ['assets'],
        summary:
          'Upload a file to the library (multipart: file, name?, kind?); the type is read from the bytes',
        consumes: ['multipart/form-data'],
        body: assetCreateFieldsSchema.extend({ file: fileField }),
        response: { 201: assetSchema, ...errorResponses(400, 403, 413, 440) },
      },
    },
    async (request, reply) => {
      const { user, team } = authOf(request);
      const asset = await createAsset(ctx, {
        teamId: team.id,
        ownerId: user.id,
        bytes: uploadedFile(request.body.file),
        name: request.body.name,
        kind: request.body.kind,
      });
      return reply.status(201).send(asset);
    },
  );

  app.get(
    '/api/v3/assets/list',
    {
      ...builder,
      schema: {
        tags: ['assets'],
        summary: "The team's files, newest first; filter by kind, search by name, paginated",
        querystring: assetListQuerySchema,
        response: { 200: assetListSchema, ...errors },
      },
    },
    async (request) => listAssets(ctx, authOf(request).team.id, request.query),
  );

  app.get(
    '/api/v3/files/getList',
    {
      ...builder,
      schema: {
        tags: ['assets'],
        summary: 'A compact list of file URLs for editor pickers, newest first',
        querystring: fileListQuerySchema,
        response: { 200: fileListSchema, ...errors },
      },
    },
    async (request) => fileList(ctx, authOf(request).team.id, request.query.kind),
  );

  app.post(
    '/api/v3/assets/:id/update',
    {
      ...builder,
      schema: {
        tags: ['assets'],
        summary: 'Rename a file',
        params: idParams,
        body: assetUpdateBodySchema,
        response: { 200: assetSchema, ...errors },
      },
    },
    async (request) => renameAsset(ctx, authOf(request).team.id, request.params.id, request.body.name),
  );

  app.post(
    '/api/v3/assets/:id/delete',
    {
      ...builder,
      schema: {
        tags: ['assets'],
        summary: 'Delete a file, its bytes and its thumbnail; its URLs stop working',
        params: idParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await deleteAsset(ctx, authOf(request).team.id, request.params.id);
      return { message: 'File deleted.' };
    },
  );
};
