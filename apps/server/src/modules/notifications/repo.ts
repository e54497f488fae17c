import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';

export async function insertOutboxMessage(db: Database, values: typeof outbox.$inferInsert) {
  const [row] = await db.insert(outbox).values(values).returning();
  if (!row) throw new Error('outbox insert returned no row');
  return row;
}

export async function markOutboxMessage(db: Database, id: string, result: { sentAt?: Date; error?: string }) {
  await db.update(outbox).set(result).where(eq(outbox.id, id));
}

export const listOutbox = (db: Database, teamId: string, limit: number) =>
  db.select().from(outbox).where(eq(outbox.teamId, teamId)).orderBy(desc(outbox.createdAt)).limit(limit);

/** A page of sent and kept mail, newest first: one team's, or every team's when teamId is null. */
export async function outboxPage(db: Database, teamId: string | null, offset: number, limit: number) {
  const where = teamId === null ? undefined : eq(outbox.teamId, teamId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(outbox).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
