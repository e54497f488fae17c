import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { progress, wallets } from '../../db/schema';

export interface ViewRecord {
  kind: 'course' | 'program' | 'article';
  itemId: string;
  completed: boolean;
  updatedAt: Date;
}

/** Most records a feed looks at: the learner's latest activity is what counts. */
const MAX_RECORDS = 1000;

/** The learner's course, program and article progress records, most recently updated first. */
export async function viewRecords(db: Db, owner: { teamId: string; userId: string }) {
  const rows = await db
    .select({
      scope: progress.scope,
      itemId: progress.itemId,
      record: progress.record,
      updatedAt: progress.updatedAt,
    })
    .from(progress)
    .where(
      and(
        eq(progress.userId, owner.userId),
        eq(progress.teamId, owner.teamId),
        inArray(progress.scope, ['course', 'program', 'article']),
      ),
    )
    .orderBy(desc(progress.updatedAt), desc(progress.itemId))
    .limit(MAX_RECORDS);
  return rows.map(
    (r): ViewRecord => ({
      kind: r.scope as ViewRecord['kind'],
      itemId: r.itemId,
      completed: r.record.completion === true,
      updatedAt: r.updatedAt,
    }),
  );
}

/** The learner's stage as gamification keeps it (their wallet), if they have earned anything yet. */
export async function walletStage(db: Db, userId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ stage: wallets.stage })
    .from(wallets)
    .where(eq(wallets.userId, userId))
    .limit(1);
  return row?.stage;
}
