import { DEFAULT_STAGE_THRESHOLDS } from '@lp/shared/gamification';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type TeamRow, wallets } from '../../db/schema';

/** After the team's stage thresholds change, every learner's stage follows at once. */
export async function restageWallets(db: Database, team: Pick<TeamRow, 'id' | 'stageThresholds'>) {
  const [s2, s3, s4] = team.stageThresholds ?? DEFAULT_STAGE_THRESHOLDS;
  await db
    .update(wallets)
    .set({
      stage: sql`case when ${wallets.points} >= ${s4} then 4 when ${wallets.points} >= ${s3} then 3 when ${wallets.points} >= ${s2} then 2 else 1 end`,
    })
    .where(eq(wallets.teamId, team.id));
}
