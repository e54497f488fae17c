import { DEFAULT_STAGE_THRESHOLDS, levelFor, periodKeys, stageFor } from '@lp/shared/gamification/index';
import type { Db } from '../../db/client';
import type { TeamRow } from '../../db/schema';
import { keyedNotice } from '../../lib/i18n';
import { notify } from '../notifications/inbox.service';
import * as repo from './ledger.repo';

export type { LedgerEntry } from './ledger.repo';

export const TEAM_SCOPE = 'team';

/** The leaderboard rows one entry counts towards: the team's and its course's, each per period. */
function scoreRows(entry: repo.LedgerEntry) {
  const periods = Object.values(periodKeys(entry.createdAt ?? new Date()));
  const scopes = [TEAM_SCOPE, ...(entry.courseId ? [entry.courseId] : [])];
  return scopes.flatMap((scope) =>
    periods.map((period) => ({
      teamId: entry.teamId,
      scope,
      period,
      userId: entry.userId,
      points: entry.points,
    })),
  );
}

/**
 * Appends entries to the ledger inside the caller's transaction and brings the derived data along:
 * wallets (points, coins, level, stage) and leaderboard scores. Entries whose event was recorded
 * before are skipped, so replaying an event changes nothing. A new level or stage notifies the
 * learner. Returns the learners whose wallet changed.
 */
export async function appendToLedger(
  db: Db,
  team: Pick<TeamRow, 'id' | 'stageThresholds'>,
  entries: repo.LedgerEntry[],
) {
  const meaningful = entries.filter((e) => e.points !== 0 || e.coins !== 0);
  const byUser = new Map<string, repo.LedgerEntry[]>();
  for (const e of meaningful) byUser.set(e.userId, [...(byUser.get(e.userId) ?? []), e]);
  const changed: string[] = [];
  for (const [userId, own] of byUser) {
    const scores = own.flatMap((e) =>
      scoreRows(e).map((row) => ({ ...row, eventUuid: e.eventUuid, source: e.source })),
    );
    const result = await repo.appendForLearner(
      db,
      { teamId: team.id, userId, slot: repo.bucketSlot(userId) },
      own,
      scores,
    );
    if (result.applied === 0 || !result.after) continue;
    changed.push(userId);
    const { points } = result.after;
    const level = levelFor(points);
    const stage = stageFor(points, team.stageThresholds);
    // A new wallet starts at level 1, stage 1 (the column defaults).
    const before = result.before ?? { level: 1, stage: 1 };
    if (level.level !== before.level || stage.stage !== before.stage) {
      await repo.setWalletRank(db, userId, level.level, stage.stage);
    }
    if (level.level > before.level) {
      const notice = keyedNotice({
        key: 'notices.levelUp',
        params: { level: level.name, number: level.level, points },
      });
      await notify({
        db,
        teamId: team.id,
        userId,
        title: notice.title,
        description: notice.text,
        link: '/app/rewards',
        meta: { kind: 'level-up', level: level.level, ...notice.meta },
      });
    }
    if (stage.stage > before.stage) {
      const notice = keyedNotice({ key: 'notices.stageUp', params: { stage: stage.name } });
      await notify({
        db,
        teamId: team.id,
        userId,
        title: notice.title,
        description: notice.text,
        link: '/app/rewards',
        meta: { kind: 'stage-up', stage: stage.stage, ...notice.meta },
      });
    }
  }
  return changed;
}

export interface FixReport {
  before: { points: number; coins: number; level: number; stage: number };
  after: { points: number; coins: number; level: number; stage: number };
  changed: boolean;
}

/**
 * analytics/{userId}/fixPointsHistory: recomputes the wallet and every leaderboard score of a
 * learner from the ledger alone, and reports what changed.
 */
export async function recomputeFromLedger(
  db: Db,
  team: Pick<TeamRow, 'id' | 'stageThresholds'>,
  userId: string,
): Promise<FixReport> {
  const wallet = await repo.findWallet(db, userId);
  const before = {
    points: wallet?.points ?? 0,
    coins: wallet?.coins ?? 0,
    level: wallet?.level ?? 1,
    stage: wallet?.stage ?? 1,
  };
  const entries = await repo.ledgerOf(db, userId);
  const totals = entries.reduce((sum, e) => ({ points: sum.points + e.points, coins: sum.coins + e.coins }), {
    points: 0,
    coins: 0,
  });
  const after = {
    points: totals.points,
    coins: Math.max(0, totals.coins),
    level: levelFor(totals.points).level,
    stage: stageFor(totals.points, team.stageThresholds).stage,
  };
  await repo.upsertWallet(db, { userId, teamId: team.id, ...after });
  const scores = new Map<string, { scope: string; period: string; points: number }>();
  for (const e of entries) {
    for (const row of scoreRows({ ...e, courseId: e.courseId, createdAt: e.createdAt })) {
      const key = `${row.scope}|${row.period}`;
      const current = scores.get(key);
      scores.set(key, { scope: row.scope, period: row.period, points: (current?.points ?? 0) + row.points });
    }
  }
  await repo.replaceScores(db, team.id, userId, [...scores.values()]);
  const changed = JSON.stringify(before) !== JSON.stringify(after);
  return { before, after, changed };
}

/**
 * Leaderboards rank from their index alone, so a deactivated or deleted learner is taken off them
 * here (their ledger stays); reactivation puts them back with recomputeFromLedger.
 */
export async function removeFromLeaderboards(db: Db, teamId: string, userId: string) {
  await repo.replaceScores(db, teamId, userId, []);
}

/** After the team's stage thresholds change, every learner's stage follows at once. */
export async function restageWallets(db: Db, team: Pick<TeamRow, 'id' | 'stageThresholds'>) {
  await repo.restageTeamWallets(db, team.id, team.stageThresholds ?? DEFAULT_STAGE_THRESHOLDS);
}
