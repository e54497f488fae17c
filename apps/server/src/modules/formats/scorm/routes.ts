import { LIMITS } from '@lp/shared/constants';
import {
  scormCommitBodySchema,
  scormCommitResponseSchema,
  scormDeckParamsSchema,
  scormLaunchSchema,
  scormPackageParamsSchema,
  scormPackageSchema,
} from '@lp/shared/formats/scorm';
import { uploadTooLargeMessage } from '@lp/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError } from '../../../lib/http-errors';
import { errorResponses } from '../../../lib/route-errors';
import { authOf } from '../../../plugins/auth';
import { packageOfTeam, uploadPackage } from './packages.service';
import { commitState, launchState } from './runtime.service';

const LIMIT_BYTES = LIMITS.scormPackageMaxKb * 1024;
/** Room for the multipart boundary and headers around the zip. */
const MULTIPART_OVERHEAD = 64 * 1024;

const uploadBodySchema = z.object({
  file: z.instanceof(Buffer, { message: 'Choose a .zip file to upload' }),
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
            throw new HttpError(413, uploadTooLargeMessage(length, LIMITS.scormPackageMaxKb));
          }
        },
      ],
      // One byte over the limit is kept so a too-large file without a content-length is noticed.
      config: {
        multipartOptions: { limits: { fileSize: LIMIT_BYTES + 1, files: 1 }, throwFileSizeLimit: false },
      },
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
      const { file } = request.body;
      if (file.length > LIMIT_BYTES) {
        throw new HttpError(413, uploadTooLargeMessage(file.length, LIMITS.scormPackageMaxKb));
      }
      if (file.length === 0) throw badRequest('Choose a .zip file to upload');
      const { user, team } = authOf(request);
      const created = await uploadPackage({
        db: app.db,
        config: app.config,
        teamId: team.id,
        ownerId: user.id,
        zip: file,
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
        summary: "What the SCORM player loads: the deck's package, a launch URL and the learner's saved cmi",
        params: scormDeckParamsSchema,
        response: { 200: scormLaunchSchema, ...errorResponses(400, 403, 404, 440) },
      },
    },
    async (request) => launchState(app.db, app.config.jwtSecret, authOf(request), request.params.deckId),
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
    async (request) => commitState(app.db, authOf(request), request.params.deckId, request.body),
  );
};
