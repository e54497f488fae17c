import { and, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type NoticeOutboxRow, noticeOutbox } from '../db/schema';

export type { NoticeOutboxRow };
export type NewNotice = Omit<
  typeof noticeOutbox.$inferInsert,
  'id' | 'createdAt' | 'claimedAt' | 'claimedBy'
>;

/** Rows per INSERT: a whole team's audience stays under PostgreSQL's 65,535 bound parameters. */
const INSERT_CHUNK = 1000;

export async function insertNotices(db: Db, notices: NewNotice[]): Promise<void> {
  for (let start = 0; start < notices.length; start += INSERT_CHUNK) {
    await db.insert(noticeOutbox).values(notices.slice(start, start + INSERT_CHUNK));
  }
}

/**
 * Claims up to `limit` unclaimed notices, oldest first, for `worker`. Each row is claimed once:
 * rows another transaction is claiming are skipped (SKIP LOCKED), and a row claimed and committed
 * no longer matches `claimed_at is null`, so concurrent workers in any process get disjoint sets.
 * The pick is a CTE so that PostgreSQL runs it (and takes its locks) exactly once.
 */
export async function claimNotices(db: Db, worker: string, limit: number): Promise<NoticeOutboxRow[]> {
  const picked = db
    .$with('picked')
    .as(
      db
        .select({ pickedId: noticeOutbox.id })
        .from(noticeOutbox)
        .where(isNull(noticeOutbox.claimedAt))
        .orderBy(asc(noticeOutbox.createdAt), asc(noticeOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true }),
    );
  const rows = await db
    .with(picked)
    .update(noticeOutbox)
    .set({ claimedAt: new Date(), claimedBy: worker })
    .from(picked)
    .where(eq(noticeOutbox.id, picked.pickedId))
    .returning();
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

export async function markDelivered(db: Db, id: string): Promise<void> {
  await db.update(noticeOutbox).set({ deliveredAt: new Date() }).where(eq(noticeOutbox.id, id));
}

export async function markFailed(db: Db, id: string, error: string): Promise<void> {
  await db.update(noticeOutbox).set({ error }).where(eq(noticeOutbox.id, id));
}

/** Forgets notices delivered before `before`; returns how many. */
export async function deleteDeliveredBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(noticeOutbox)
    .where(and(isNotNull(noticeOutbox.deliveredAt), lt(noticeOutbox.deliveredAt, before)))
    .returning({ id: noticeOutbox.id });
  return rows.length;
}
