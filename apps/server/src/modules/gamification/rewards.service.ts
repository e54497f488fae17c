import { randomUUID } from 'node:crypto';
import { REWARD_MESSAGES } from '@lp/shared/gamification/rewards';
import type { Db } from '../../db/client';
import type { TeamRow, UserRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { teamFeatures } from '../teams/service';
import { grantAchievements } from './achievements.service';
import { lockWallet } from './ledger.repo';
import { appendToLedger } from './ledger.service';
import * as repo from './rewards.repo';

export const presentReward = (r: repo.RewardRow) => ({
  _id: r.id,
  name: r.name,
  description: r.description,
  image: r.image,
  costCoins: r.costCoins,
  stock: r.stock,
  active: r.active,
});

export async function listRewards(db: Db, teamId: string, includeInactive: boolean) {
  const rows = await repo.listRewardRows(db, teamId, { activeOnly: !includeInactive });
  return rows.map(presentReward);
}

async function teamReward(db: Db, teamId: string, id: string) {
  const row = await repo.findTeamReward(db, teamId, id);
  if (!row) throw notFound();
  return row;
}

export async function saveReward(db: Db, teamId: string, id: string | null, values: repo.RewardValues) {
  if (!id) return presentReward(await repo.insertReward(db, teamId, values));
  await teamReward(db, teamId, id);
  return presentReward(await repo.updateReward(db, id, values));
}

export async function deleteReward(db: Db, teamId: string, id: string) {
  await teamReward(db, teamId, id);
  await repo.deleteRewardRow(db, id);
}

/**
 * Buys a reward with coins. The learner's wallet row is locked for the transaction, so two
 * redemptions at once run one after the other and the balance never goes below zero; limited
 * stock is taken with a conditional update, so it never goes below zero either.
 */
export async function redeemReward(db: Db, learner: { user: UserRow; team: TeamRow }, rewardId: string) {
  if (!teamFeatures(learner.team).coins) throw forbidden(REWARD_MESSAGES.coinsOff);
  return db.transaction(async (tx) => {
    const reward = await teamReward(tx, learner.team.id, rewardId);
    if (!reward.active) throw notFound();
    const wallet = await lockWallet(tx, learner.user.id);
    if ((wallet?.coins ?? 0) < reward.costCoins) throw conflict(REWARD_MESSAGES.notEnoughCoins);
    if (!(await repo.takeFromStock(tx, reward.id))) throw conflict(REWARD_MESSAGES.outOfStock);
    const redemption = await repo.insertRedemption(tx, {
      teamId: learner.team.id,
      userId: learner.user.id,
      rewardId: reward.id,
      coins: reward.costCoins,
    });
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

export const redemptionsOf = (db: Db, userId: string) => repo.redemptionRows(db, userId);
