import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

export async function insertNotification(db: Database, values: NewNotificationRow): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('notification insert returned no row');
  return row;
}

/** Newest first (id breaks ties); `before` is the id of the last row of the previous page. */
export function listNotifications(
  db: Database,
  owner: { teamId: string; userId: string },
  options: { unreadOnly: boolean; limit: number; before?: string | undefined },
) {
  const where: SQL[] = [eq(notifications.teamId, owner.teamId), eq(notifications.userId, owner.userId)];
  if (options.unreadOnly) where.push(eq(notifications.read, false));
  if (options.before) {
    where.push(
      sql`(${notifications.createdAt}, ${notifications.id}) < (select n.created_at, n.id from ${notifications} n where n.id = ${options.before} and n.user_id = ${owner.userId})`,
    );
  }
  return db
    .select()
    .from(notifications)
    .where(and(...where))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit);
}

export async function countUnread(db: Database, owner: { teamId: string; userId: string }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.teamId, owner.teamId),
        eq(notifications.userId, owner.userId),
        eq(notifications.read, false),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Marks the given ones (or all, when ids is null) read; answers how many changed. */
export async function markRead(
  db: Database,
  owner: { teamId: string; userId: string },
  ids: string[] | null,
): Promise<number> {
  const where: SQL[] = [
    eq(notifications.teamId, owner.teamId),
    eq(notifications.userId, owner.userId),
    eq(notifications.read, false),
  ];
  if (ids) where.push(inArray(notifications.id, ids));
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(...where))
    .returning({ id: notifications.id });
  return rows.length;
}
