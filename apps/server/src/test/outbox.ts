import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outbox } from '../db/schema';

/** The newest mail or text message to this recipient, in any team (what a test checks was sent). */
export async function lastMessageTo(app: FastifyInstance, recipient: string) {
  const [row] = await app.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return row;
}
