import {
  certificateDeckParamsSchema,
  certificateListSchema,
  certificateParamsSchema,
  certificateSchema,
  certificateVerificationSchema,
} from '@lp/shared/formats/certificate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../lib/route-errors';
import { authOf } from '../../../../plugins/auth';
import { certificatePdf } from './pdf';
import {
  certificateForDownload,
  certificateLanguage,
  issueForDeck,
  myCertificates,
  verifyCertificate,
  verifyUrlOf,
} from './service';

export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.config.publicUrl;

  app.get(
    '/api/v3/formats/certificates/mine',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['formats'],
        summary: "The signed-in learner's certificates, newest first",
        response: { 200: certificateListSchema, ...errorResponses(440) },
      },
    },
    async (request) => myCertificates(app.db, publicUrl, authOf(request)),
  );

  app.post(
    '/api/v3/formats/certificates/:deckId/issue',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['formats'],
        summary:
          "The learner's certificate of a certificate deck, issued once their progress entitles them to it (409 until then)",
        params: certificateDeckParamsSchema,
        response: { 200: certificateSchema, ...errorResponses(400, 404, 409, 440) },
      },
    },
    async (request) => issueForDeck(app.db, publicUrl, authOf(request), request.params.deckId),
  );

  app.get(
    '/api/v3/formats/certificates/:id/pdf',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['formats'],
        summary: 'A certificate as PDF (its learner, or Creator, Admin, SuperAdmin of the team)',
        params: certificateParamsSchema,
        response: {
          200: z.any().meta({ description: 'application/pdf' }),
          ...errorResponses(400, 404, 429, 440),
        },
      },
    },
    async (request, reply) => {
      const caller = authOf(request);
      const row = await certificateForDownload(app.db, caller, request.params.id);
      const pdf = await certificatePdf({
        lang: await certificateLanguage(app.db, caller, row),
        id: row.id,
        title: row.title,
        learnerName: row.learnerName,
        courseName: row.courseName,
        issuedAt: row.issuedAt,
        verifyUrl: verifyUrlOf(publicUrl, row.id),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="certificate-${row.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/api/v3/certificates/:id/verify',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['formats'],
        summary: 'Public check of a certificate verification id (no sign-in; rate limited)',
        params: certificateParamsSchema,
        response: { 200: certificateVerificationSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => verifyCertificate(app.db, request.params.id),
  );
};
