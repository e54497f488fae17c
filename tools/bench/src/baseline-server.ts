/**
 * The baseline: a bare Fastify server (no plugins, no logger) with the product's own database module,
 * run as a child process so it does not share an event loop with autocannon.
 * Env: PORT (required), DATABASE_URL (PostgreSQL) or DATA_DIR (a fresh directory for its own PGlite).
 */
import Fastify from 'fastify';
import { openDatabase, pingDatabase } from '../../../apps/server/src/db/client';

async function main() {
  const port = Number(process.env.PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error('PORT must be set to a port number');
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || undefined,
  });

  const app = Fastify({ logger: false });
  app.addHook('onClose', async () => {
    await database.close();
  });
  app.get('/baseline/json', async () => ({ status: 'ok', service: 'baseline' }));
  // The very call the product's /api/health makes: one `select 1` through drizzle.
  app.get('/baseline/query', async () => {
    await pingDatabase(database.db);
    return { status: 'ok', driver: database.driver };
  });

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());

  await app.listen({ port, host: '127.0.0.1' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
