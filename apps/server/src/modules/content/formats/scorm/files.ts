import path from 'node:path';
import send from '@fastify/send';
import { SCORM_MESSAGES } from '@lp/shared/formats/scorm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, forbidden, notFound } from '../../../../lib/http-errors';
import { errorResponses } from '../../../../lib/route-errors';
import { findPackageById } from './repo';
import { FILES_PREFIX, PACKAGE_CSP, packageDir, verifyFileToken } from './storage';

const params = z.object({
  packageId: z.uuid('Invalid package id'),
  token: z.string().min(1).max(100),
  '*': z.string().max(1000),
});

/**
 * GET /scorm/files/{packageId}/{token}/{path}, on the content origin only: the static files of one
 * package, for the player's inner frame, which cannot send a header. The token (from the player's
 * session) is signed for that package and expires; relative links inside the package keep it
 * because it is a path segment. A path is served only if it resolves inside that package's folder.
 */
export const servePackageFile: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${FILES_PREFIX}/:packageId/:token/*`,
    {
      // A package loads many small files; a lesson should not run into the API's request budget.
      config: { rateLimit: { max: 5000, timeWindow: '1 minute' } },
      // Byte ranges (video and audio inside packages) must reach the player unaltered.
      compress: false,
      schema: {
        summary: "A file of a SCORM package (path from the player's session; no header needed)",
        params,
        response: { 200: z.any(), 206: z.any(), 304: z.any(), ...errorResponses(400, 403, 404, 416) },
      },
    },
    async (request, reply) => {
      // Fetch metadata: a page of the package opens only inside the player (a navigation from this
      // origin), never framed or linked by another site, even one holding a file token.
      const site = request.headers['sec-fetch-site'];
      if (
        request.headers['sec-fetch-mode'] === 'navigate' &&
        site &&
        site !== 'same-origin' &&
        site !== 'none'
      ) {
        throw forbidden(SCORM_MESSAGES.openFromApp);
      }
      const { packageId, token } = request.params;
      if (!verifyFileToken(app.config.jwtSecret, packageId, token)) {
        throw notFound(SCORM_MESSAGES.lessonLinkExpired);
      }
      const pkg = await findPackageById(app.db, packageId);
      if (!pkg) throw notFound();

      const relative = request.params['*'];
      const segments = relative.split('/');
      if (relative.includes('\0') || relative.includes('\\') || segments.includes('..')) {
        throw badRequest(SCORM_MESSAGES.invalidFilePath);
      }
      const root = packageDir(app.config, pkg.id);
      const file = path.resolve(root, relative);
      if (!file.startsWith(root + path.sep)) throw badRequest(SCORM_MESSAGES.invalidFilePath);

      const result = await send(request.raw, `/${relative}`, {
        root,
        dotfiles: 'deny',
        index: false,
        acceptRanges: true,
        etag: true,
        lastModified: true,
        cacheControl: false,
      });
      if (result.type !== 'file') throw notFound(SCORM_MESSAGES.fileNotInPackage);
      reply
        .status(result.statusCode as 200 | 206 | 304)
        .headers(result.headers)
        .header('content-security-policy', PACKAGE_CSP)
        .header('cache-control', 'private, max-age=3600');
      return reply.send(result.stream);
    },
  );
};
