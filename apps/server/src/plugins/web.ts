import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@lp/shared/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.\w+$/;
/** Built for the content origin only (see content-app.ts); never served on the app's origin. */
const CONTENT_ONLY_PAGES = new Set(['/scorm-player.html']);

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and any
 * non-API path falls back to index.html so the client router can handle it.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, { webDist }: { webDist: string }) => {
    const hasBuild = existsSync(path.join(webDist, 'index.html'));
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        allowedPath: (pathName) => !CONTENT_ONLY_PAGES.has(pathName),
        setHeaders(reply, filePath) {
          reply.header(
            'cache-control',
            HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url;
      if (
        url.startsWith('/api/') ||
        url === '/api' ||
        (request.method !== 'GET' && request.method !== 'HEAD')
      ) {
        return reply.status(404).send({ message: MESSAGES.notFound });
      }
      if (!hasBuild) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The web app is not built yet: run `npm run build`, then reload.');
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web' },
);
