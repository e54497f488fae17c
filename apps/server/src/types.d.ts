import type { Config } from './config';
import type { Database, DatabaseDriver } from './db/client';
import type { SmsProvider } from './modules/notifications/delivery';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    dbDriver: DatabaseDriver;
    sms: SmsProvider;
  }
}
