import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rewardRedemptions, rewards } from '../../db/schema';

export type RewardRow = typeof rewards.$inferSelect;
export type RewardValues = Omit<typeof rewards.$inferInsert, 'teamId' | 'id'>;

export const listRewardRows = (db: Db, teamId: string, options: { activeOnly: boolean }) =>
  db
    .select()
    .from(rewards)
    .where(
      options.activeOnly
        ? and(eq(rewards.teamId, teamId), eq(rewards.active, true))
        : eq(rewards.teamId, teamId),
    )
    .orderBy(rewards.costCoins, rewards.name);

export async function findTeamReward(db: Db, teamId: string, id: string): Promise<RewardRow | undefined> {
  const [row] = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.teamId, teamId), eq(rewards.id, id)))
    .limit(1);
  return row;
}

export async function insertReward(db: Db, teamId: string, values: RewardValues): Promise<RewardRow> {
  const [row] = await db
    .insert(rewards)
    .values({ ...values, teamId })
    .returning();
  if (!row) throw new Error('reward insert returned no row');
  return row;
}

export async function updateReward(db: Db, id: string, values: RewardValues): Promise<RewardRow> {
  const [row] = await db.update(rewards).set(values).where(eq(rewards.id, id)).returning();
  if (!row) throw new Error('reward update returned no row');
  return row;
}

export async function deleteRewardRow(db: Db, id: string) {
  await db.delete(rewards).where(eq(rewards.id, id));
}

/** Takes one from a limited stock (never below zero); false when none is left. */
export async function takeFromStock(db: Db, id: string): Promise<boolean> {
  const taken = await db
    .update(rewards)
    .set({ stock: sql`case when ${rewards.stock} is null then null else ${rewards.stock} - 1 end` })
    .where(and(eq(rewards.id, id), or(isNull(rewards.stock), gt(rewards.stock, 0))))
    .returning({ id: rewards.id });
  return taken.length > 0;
}

export async function insertRedemption(db: Db, values: typeof rewardRedemptions.$inferInsert) {
  const [row] = await db.insert(rewardRedemptions).values(values).returning();
  return row;
}

export const redemptionRows = (db: Db, userId: string) =>
  db
    .select({ redemption: rewardRedemptions, name: rewards.name })
    .from(rewardRedemptions)
    .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
    .where(eq(rewardRedemptions.userId, userId))
    .orderBy(desc(rewardRedemptions.createdAt));
