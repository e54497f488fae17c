import { randomUUID } from 'node:crypto';
import { REWARD_MESSAGES } from '@lp/shared/rewards';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rewardRedemptions, rewards, type TeamRow, type UserRow, wallets } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { teamFeatures } from '../teams/service';
import { grantAchievements } from './achievements.service';
import { appendToLedger } from './ledger.service';

type RewardRow = typeof rewards.$inferSelect;

export const presentReward = (r: RewardRow) => ({
  _id: r.id,
  name: r.name,
  description: r.description,
  image: r.image,
  costCoins: r.costCoins,
  stock: r.stock,
  active: r.active,
});

export async function listRewards(db: Database, teamId: string, includeInactive: boolean) {
  const rows = await db
    .select()
    .from(rewards)
    .where(
      includeInactive
        ? eq(rewards.teamId, teamId)
        : and(eq(rewards.teamId, teamId), eq(rewards.active, true)),
    )
    .orderBy(rewards.costCoins, rewards.name);
  return rows.map(presentReward);
}

async function teamReward(db: Database, teamId: string, id: string) {
  const [row] = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.teamId, teamId), eq(rewards.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function saveReward(
  db: Database,
  teamId: string,
  id: string | null,
  values: Omit<typeof rewards.$inferInsert, 'teamId' | 'id'>,
) {
  if (!id) {
    const [row] = await db
      .insert(rewards)
      .values({ ...values, teamId })
      .returning();
    return presentReward(row as RewardRow);
  }
  await teamReward(db, teamId, id);
  const [row] = await db.update(rewards).set(values).where(eq(rewards.id, id)).returning();
  return presentReward(row as RewardRow);
}

export async function deleteReward(db: Database, teamId: string, id: string) {
  await teamReward(db, teamId, id);
  await db.delete(rewards).where(eq(rewards.id, id));
}

/**
 * Buys a reward with coins. The learner's wallet row is locked for the transaction, so two
 * redemptions at once run one after the other and the balance never goes below zero; limited
 * stock is taken with a conditional update, so it never goes below zero either.
 */
export async function redeemReward(
  db: Database,
  learner: { user: UserRow; team: TeamRow },
  rewardId: string,
) {
  if (!teamFeatures(learner.team).coins) throw forbidden(REWARD_MESSAGES.coinsOff);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as Database;
    const reward = await teamReward(tx, learner.team.id, rewardId);
    if (!reward.active) throw notFound();
    const [wallet] = await tx.select().from(wallets).where(eq(wallets.userId, learner.user.id)).for('update');
    if ((wallet?.coins ?? 0) < reward.costCoins) throw conflict(REWARD_MESSAGES.notEnoughCoins);
    const taken = await tx
      .update(rewards)
      .set({ stock: sql`case when ${rewards.stock} is null then null else ${rewards.stock} - 1 end` })
      .where(and(eq(rewards.id, reward.id), or(isNull(rewards.stock), gt(rewards.stock, 0))))
      .returning({ id: rewards.id });
    if (taken.length === 0) throw conflict(REWARD_MESSAGES.outOfStock);
    const [redemption] = await tx
      .insert(rewardRedemptions)
      .values({
        teamId: learner.team.id,
        userId: learner.user.id,
        rewardId: reward.id,
        coins: reward.costCoins,
      })
      .returning();
    await appendToLedger(tx, learner.team, [
      {
        teamId: learner.team.id,
        userId: learner.user.id,
        source: 'reward',
        sourceId: reward.id,
        eventUuid: redemption?.id ?? randomUUID(),
        points: 0,
        coins: -reward.costCoins,
        reason: reward.name,
      },
    ]);
    await grantAchievements(tx, learner.team.id, learner.user.id, [
      { kind: 'reward', sourceId: reward.id, title: reward.name, image: reward.image },
    ]);
    return {
      _id: redemption?.id ?? '',
      rewardId: reward.id,
      name: reward.name,
      coins: reward.costCoins,
      status: 'redeemed' as const,
      createdAt: (redemption?.createdAt ?? new Date()).toISOString(),
      balance: (wallet?.coins ?? 0) - reward.costCoins,
    };
  });
}

export async function redemptionsOf(db: Database, userId: string) {
  return db
    .select({ redemption: rewardRedemptions, name: rewards.name })
    .from(rewardRedemptions)
    .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
    .where(eq(rewardRedemptions.userId, userId))
    .orderBy(desc(rewardRedemptions.createdAt));
}
