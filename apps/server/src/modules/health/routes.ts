import { APP_VERSION } from '@lp/shared/constants';
import { healthResponseSchema } from '@lp/shared/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/client';
import { useCompiledSerializer } from '../../lib/compiled-serializer';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Load balancers and monitors call it several times a second.
  useCompiledSerializer(app);
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      let ok = true;
      try {
        await pingDatabase(app.db);
      } catch (err) {
        ok = false;
        app.log.error({ err }, 'health check: database unreachable');
      }
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'error',
        version: APP_VERSION,
        database: { ok, driver: app.dbDriver, latencyMs },
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
