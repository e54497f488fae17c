import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { spentChallenges } from '../../db/schema';

/** Records a redeemed challenge; false when it was redeemed before. Forgets expired ones on the way. */
export async function spendChallenge(db: Database, id: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.delete(spentChallenges).where(lt(spentChallenges.expiresAt, now));
  const rows = await db
    .insert(spentChallenges)
    .values({ id, expiresAt })
    .onConflictDoNothing()
    .returning({ id: spentChallenges.id });
  return rows.length > 0;
}
