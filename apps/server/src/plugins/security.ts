import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config';

/**
 * Security headers (a CSP with no inline script) and compression; rate limits are in rate-limit.ts.
 * Helmet's middleware is built once and sets the same headers on every response (the Fastify
 * wrapper built it anew, parsing the CSP, on every request).
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The video formats play YouTube and Vimeo through their official iframe player API scripts.
          // With payments on, Razorpay's checkout script (it opens its own frame and calls its API).
          scriptSrc: [
            "'self'",
            'https://www.youtube.com',
            'https://player.vimeo.com',
            ...(config.payments ? ['https://checkout.razorpay.com'] : []),
          ],
          // Mantine writes its CSS variables into a <style> element at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...(config.payments ? ['https://*.razorpay.com'] : [])],
          mediaSrc: ["'self'", 'blob:', 'https:'],
          // The SCORM player runs on the content origin (CONTENT_ORIGIN), which may be plain http on a laptop.
          frameSrc: ["'self'", 'https:', config.contentOrigin],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) =>
      securityHeaders(request.raw, reply.raw, (err?: unknown) =>
        done(err instanceof Error ? err : undefined),
      ),
    );
    await app.register(compress, { global: true, threshold: 1024 });
  },
  { name: 'security' },
);
