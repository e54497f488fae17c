import { submissionCreateFieldsSchema, submissionListSchema, submissionSchema } from '@lp/shared/assets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import type { AssetContext } from './service';
import { assetStoreFor } from './store';
import { createSubmission, listSubmissions } from './submissions';
import { fileField, uploadedFile, uploadRouteConfig } from './upload';

const idParams = z.object({ id: z.uuid('Invalid id') });

/** Learner uploads to documentsubmission, photosubmission and videosubmission decks. */
export const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: AssetContext = {
    db: app.db,
    store: assetStoreFor(app.config.dataDir),
    secret: app.config.jwtSecret,
  };

  app.post(
    '/api/v3/decks/:id/submissions',
    {
      onRequest: app.authenticate,
      config: uploadRouteConfig,
      schema: {
        tags: ['assets'],
        summary:
          "Hand in a file for a submission deck (multipart: file, name?, note?); the deck's course must be open",
        consumes: ['multipart/form-data'],
        params: idParams,
        body: submissionCreateFieldsSchema.extend({ file: fileField }),
        response: { 201: submissionSchema, ...errorResponses(400, 403, 404, 413, 440) },
      },
    },
    async (request, reply) => {
      const submission = await createSubmission(ctx, authOf(request), request.params.id, {
        bytes: uploadedFile(request.body.file),
        name: request.body.name,
        note: request.body.note,
      });
      return reply.status(201).send(submission);
    },
  );

  app.get(
    '/api/v3/decks/:id/submissions',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['assets'],
        summary: "A deck's submissions: every learner's for builders, one's own for a learner (URLs expire)",
        params: idParams,
        response: { 200: submissionListSchema, ...errorResponses(400, 403, 404, 440) },
      },
    },
    async (request) => listSubmissions(ctx, authOf(request), request.params.id),
  );
};
