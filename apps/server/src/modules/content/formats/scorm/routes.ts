import { LIMITS } from '@lp/shared/constants';
import {
  scormCommitBodySchema,
  scormCommitResponseSchema,
  scormDeckParamsSchema,
  scormLaunchSchema,
  scormPackageParamsSchema,
  scormPackageSchema,
  scormRuntimeTokenBodySchema,
  scormRuntimeTokenSchema,
  scormStateQuerySchema,
} from '@lp/shared/formats/scorm';
import { keyedMessage } from '@lp/shared/i18n/message-keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../../../lib/http-errors';
import { errorResponses } from '../../../../lib/route-errors';
import { authOf } from '../../../../plugins/auth';
import { UploadedFile } from '../../../../plugins/multipart';
import { packageOfTeam, uploadPackage } from './packages.service';
import { commitState, launchState, renewRuntimeToken } from './runtime.service';

const LIMIT_BYTES = LIMITS.scormPackageMaxKb * 1024;
/** Room for the multipart boundary and headers around the zip. */
const MULTIPART_OVERHEAD = 64 * 1024;
const CHOOSE_ZIP = 'Choose a .zip file to upload';

const uploadBodySchema = z.object({
  file: z
    .instanceof(UploadedFile, { message: CHOOSE_ZIP })
    .refine((file) => file.size > 0, CHOOSE_ZIP)
    .meta({ type: 'string', format: 'binary', description: 'The package (a .zip)' }),
});

export const scormRoutes: FastifyPluginAsyncZod = async (app) => {
  const builder = app.requireAbility('builder.view');

  app.post(
    '/api/v3/formats/scorm/upload',
    {
      onRequest: [
        builder,
        async (request) => {
          const length = Number(request.headers['content-length'] ?? 0);
          if (length > LIMIT_BYTES + MULTIPART_OVERHEAD) {
            throw new HttpError(413, keyedMessage('upload.tooLarge', length, LIMITS.scormPackageMaxKb));
          }
        },
      ],
      // Streamed to a temporary file and cut at the limit (413); see plugins/multipart.ts.
      config: { multipartOptions: { limits: { fileSize: LIMIT_BYTES, files: 1 } } },
      schema: {
        tags: ['formats'],
        summary:
          'Upload a SCORM 1.2 or 2004 package (multipart field `file`, a zip; Creator, Admin, SuperAdmin)',
        consumes: ['multipart/form-data'],
        body: uploadBodySchema,
        response: { 201: scormPackageSchema, ...errorResponses(400, 403, 413, 440) },
      },
    },
    async (request, reply) => {
      const { user, team } = authOf(request);
      const created = await uploadPackage({
        db: app.db,
        config: app.config,
        teamId: team.id,
        ownerId: user.id,
        zip: request.body.file.path,
      });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/v3/formats/scorm/packages/:packageId',
    {
      onRequest: builder,
      schema: {
        tags: ['formats'],
        summary: "A SCORM package's title, version and launch file (Creator, Admin, SuperAdmin)",
        params: scormPackageParamsSchema,
        response: { 200: scormPackageSchema, ...errorResponses(400, 403, 404, 440) },
      },
    },
    async (request) => packageOfTeam(app.db, authOf(request).team.id, request.params.packageId),
  );

  app.get(
    '/api/v3/formats/scorm/:deckId/state',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['formats'],
        summary:
          "Where to play a deck's SCORM package: the player's URL on the content origin with a runtime token for this learner and deck (`embedder`: the app origin that frames it)",
        params: scormDeckParamsSchema,
        querystring: scormStateQuerySchema,
        response: { 200: scormLaunchSchema, ...errorResponses(400, 403, 404, 440) },
      },
    },
    async (request) =>
      launchState(app.db, app.config, authOf(request), request.params.deckId, request.query.embedder),
  );

  app.post(
    '/api/v3/formats/scorm/:deckId/runtime_token',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['formats'],
        summary: 'A fresh runtime token for an open SCORM player (it expires after a short while)',
        params: scormDeckParamsSchema,
        body: scormRuntimeTokenBodySchema,
        response: { 200: scormRuntimeTokenSchema, ...errorResponses(400, 403, 404, 440) },
      },
    },
    async (request) =>
      renewRuntimeToken(app.db, app.config, authOf(request), request.params.deckId, request.body.embedder),
  );

  app.post(
    '/api/v3/formats/scorm/:deckId/commit',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags: ['formats'],
        summary: "Save the learner's SCORM runtime data; the server reads completion and score from it",
        params: scormDeckParamsSchema,
        body: scormCommitBodySchema,
        response: { 200: scormCommitResponseSchema, ...errorResponses(400, 403, 404, 409, 440) },
      },
    },
    async (request) => commitState(app.db, app.config, authOf(request), request.params.deckId, request.body),
  );
};
