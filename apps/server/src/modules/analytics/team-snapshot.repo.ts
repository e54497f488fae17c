import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { analyticsTeamSnapshots } from '../../db/schema';

const t = analyticsTeamSnapshots;

export async function readSnapshot(db: Db, teamId: string) {
  const [row] = await db.select().from(t).where(eq(t.teamId, teamId));
  return row;
}

/**
 * Claims the refresh of a snapshot older than `staleBefore` until `until`: true for the one caller
 * (of any process) whose conditional update changed the row.
 */
export async function claimRefresh(db: Db, teamId: string, staleBefore: Date, now: Date, until: Date) {
  const won = await db
    .update(t)
    .set({ claimedUntil: until })
    .where(
      and(
        eq(t.teamId, teamId),
        lt(t.refreshedAt, staleBefore),
        or(isNull(t.claimedUntil), lt(t.claimedUntil, now)),
      ),
    )
    .returning({ teamId: t.teamId });
  return won.length > 0;
}

export async function releaseClaim(db: Db, teamId: string) {
  await db.update(t).set({ claimedUntil: null }).where(eq(t.teamId, teamId));
}

export async function saveSnapshot(db: Db, teamId: string, figures: unknown, at: Date) {
  await db
    .insert(t)
    .values({ teamId, figures, refreshedAt: at, claimedUntil: null })
    .onConflictDoUpdate({ target: t.teamId, set: { figures, refreshedAt: at, claimedUntil: null } });
}
