import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { tokenFromHeaders } from '../modules/auth/sessions';

/** Security headers (a CSP with no inline script), compression and the global rate limit. */
export const securityPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The video formats play YouTube and Vimeo through their official iframe player API scripts.
          scriptSrc: ["'self'", 'https://www.youtube.com', 'https://player.vimeo.com'],
          // Mantine writes its CSS variables into a <style> element at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", 'blob:', 'https:'],
          frameSrc: ["'self'", 'https:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    await app.register(compress, { global: true, threshold: 1024 });
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitMax,
      timeWindow: '1 minute',
      // Per session when signed in, so colleagues behind one office address do not share a budget.
      keyGenerator: (request) => tokenFromHeaders(request.headers) ?? request.ip,
      // The web app's files are not counted: one visit loads dozens of scripts.
      allowList: (request) => !request.url.startsWith('/api/'),
    });
  },
  { name: 'security' },
);
