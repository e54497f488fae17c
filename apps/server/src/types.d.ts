import type { Config } from './config';
import type { Database, DatabaseDriver } from './db/client';
import type { SmsProvider } from './modules/notifications/delivery';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    dbDriver: DatabaseDriver;
    sms: SmsProvider;
    /** The content listener (CONTENT_PORT): uploaded content on its own origin; see content-app.ts. */
    contentApp: FastifyInstance;
  }
}
