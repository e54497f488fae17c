import type { Config } from './config';
import type { Database, DatabaseDriver } from './db/client';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    dbDriver: DatabaseDriver;
  }
}
