import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pointsLedger, wallets } from '../../db/schema';

/** How many learners of the team have more points than this. */
export async function walletsAhead(db: Db, teamId: string, points: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(wallets)
    .where(and(eq(wallets.teamId, teamId), gt(wallets.points, points)));
  return row?.n ?? 0;
}

/** Points and coins earned per UTC day, oldest first. */
export function earningsPerDay(db: Db, userId: string) {
  const day = sql<string>`to_char(${pointsLedger.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      points: sql<number>`sum(${pointsLedger.points})::int`,
      coins: sql<number>`sum(${pointsLedger.coins})::int`,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .groupBy(day)
    .orderBy(day);
}

/** What a learner earned in one course or contest. */
export async function courseEarnings(db: Db, userId: string, courseId: string) {
  const [row] = await db
    .select({
      points: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int`,
      coins: sql<number>`coalesce(sum(${pointsLedger.coins}), 0)::int`,
    })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.courseId, courseId)));
  return { points: row?.points ?? 0, coins: row?.coins ?? 0 };
}
