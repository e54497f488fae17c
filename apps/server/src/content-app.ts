import rateLimit from '@fastify/rate-limit';
import { MESSAGES } from '@lp/shared/errors';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { scormContentRoutes } from './modules/content/formats/scorm/content';
import { errorsPlugin } from './plugins/errors';

/** Headers every response of the content origin carries unless its route set its own. */
const DEFAULT_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The second listener (CONTENT_PORT, reached at CONTENT_ORIGIN): uploaded content that a browser
 * would run (SCORM packages) and the SCORM player, on an origin of their own, so no uploaded script
 * can read the app's storage or call its API with a learner's session. It serves nothing else: no
 * /api, no web app, and it accepts no session token (see docs/formats/scorm.md).
 */
export async function buildContentApp(
  config: Config,
  database: Pick<DatabaseHandle, 'db' | 'driver'>,
  logger: FastifyBaseLogger,
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger.child({ listener: 'content' }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbDriver', database.driver);

  await app.register(errorsPlugin);
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    keyGenerator: (request) => request.ip,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    // File tokens are path segments: never hand them to another site in a Referer.
    reply.header('referrer-policy', 'no-referrer');
    // Other sites may not load these files as images, scripts or styles of their own pages.
    reply.header('cross-origin-resource-policy', 'same-origin');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', DEFAULT_CSP);
  });

  await app.register(scormContentRoutes);
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: MESSAGES.notFound }));
  return app;
}
