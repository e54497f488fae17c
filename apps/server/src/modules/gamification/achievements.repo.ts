import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { achievements } from '../../db/schema';

export type NewAchievementRow = typeof achievements.$inferInsert;

/** Inserts the awards; one already held (same kind and source) is left as it is. */
export async function insertAchievements(db: Db, rows: NewAchievementRow[]) {
  if (rows.length === 0) return;
  await db.insert(achievements).values(rows).onConflictDoNothing();
}

export const achievementRows = (db: Db, userId: string) =>
  db.select().from(achievements).where(eq(achievements.userId, userId)).orderBy(desc(achievements.awardedAt));
