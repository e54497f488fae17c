import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** NOTIFY on the channel; sent at commit when inside a transaction, a no-op without listeners. */
export async function notifyChannel(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
