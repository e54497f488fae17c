import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SCORM_CONTENT_PATHS } from '@lp/shared/formats/scorm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { originOrUndefined } from './runtime-token';

/** The page the web build makes for the player (apps/web/scorm-player.html). */
export const PLAYER_PAGE = 'scorm-player.html';

/**
 * The player's own page: only its script (from the web build, served here too), requests to this
 * origin, and frames of this origin (the package). Only the app origin named in the URL may frame
 * it; the runtime token in the fragment names the same origin, and the player checks that they agree.
 */
export function playerCsp(embedder: string | undefined) {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${embedder ?? "'none'"}`,
  ].join('; ');
}

/**
 * GET /scorm/player and the web build's hashed files under /assets/, on the content origin: the
 * page that runs the scorm-again runtime next to the package's frame.
 */
export const scormPlayerRoutes: FastifyPluginAsyncZod = async (app) => {
  const assets = path.join(app.config.webDist, 'assets');
  if (existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/assets/',
      index: false,
      decorateReply: false,
      // Names carry a content hash.
      immutable: true,
      maxAge: '365d',
    });
  }

  app.get(
    SCORM_CONTENT_PATHS.player,
    {
      schema: {
        summary: 'The SCORM player page (framed by the app; its runtime token comes in the URL fragment)',
        querystring: z.object({ embedder: z.string().max(300).optional() }),
      },
    },
    async (request, reply) => {
      const page = await readFile(path.join(app.config.webDist, PLAYER_PAGE), 'utf8').catch(() => null);
      if (page === null) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The SCORM player is not built yet: run `npm run build`, then reload.');
      }
      return reply
        .header('content-security-policy', playerCsp(originOrUndefined(request.query.embedder)))
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page);
    },
  );
};
