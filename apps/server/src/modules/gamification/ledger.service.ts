import { DEFAULT_STAGE_THRESHOLDS, levelFor, periodKeys, stageFor } from '@lp/shared/gamification/index';
import type { Db } from '../../db/client';
import type { TeamRow } from '../../db/schema';
import { enqueueNotices, kickOutbox, type QueuedNotice } from '../../jobs/notice-outbox';
import { keyedNotice, type NoticeText } from '../../lib/i18n';
import * as repo from './ledger.repo';
import { syncSegments } from './segments.repo';

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

/** Where a level or stage notice leads: the learner's level, points and achievements. */
const RANK_LINK = '/app/rewards';

/** A new level or stage, told to its learner in the inbox and by mail, in their language. */
function rankNotice(
  teamId: string,
  userId: string,
  text: NoticeText,
  meta: Record<string, unknown>,
): QueuedNotice {
  const notice = keyedNotice(text);
  return {
    teamId,
    userId,
    title: notice.title,
    description: notice.text,
    link: RANK_LINK,
    mailText: `${notice.text}\n\n`,
    meta: { ...meta, ...notice.meta },
  };
}

export interface LedgerResult {
  /** The learners whose wallet changed. */
  changed: string[];
  /**
   * Level and stage notices queued in the notice outbox; once the caller's transaction commits,
   * `deliverRankNotices(result)` has them delivered at once.
   */
  noticesQueued: number;
}

/**
 * Appends entries to the ledger inside the caller's transaction and brings the derived data along:
 * wallets (points, coins, level, stage) and leaderboard scores. Entries whose event was recorded
 * before are skipped, so replaying an event changes nothing. A new level or stage is queued as a
 * notice to the learner (inbox and mail, in their language) in the same transaction.
 */
export async function appendToLedger(
  db: Db,
  team: Pick<TeamRow, 'id' | 'stageThresholds'>,
  entries: repo.LedgerEntry[],
): Promise<LedgerResult> {
  const meaningful = entries.filter((e) => e.points !== 0 || e.coins !== 0);
  const byUser = new Map<string, repo.LedgerEntry[]>();
  for (const e of meaningful) byUser.set(e.userId, [...(byUser.get(e.userId) ?? []), e]);
  const changed: string[] = [];
  const notices: QueuedNotice[] = [];
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
    // The names go in as SPEC's English names; the texts translate them (`$t(levels.{{level}})`)
    // into each reader's language, also when a stored notice is read again later.
    if (level.level > before.level) {
      notices.push(
        rankNotice(
          team.id,
          userId,
          { key: 'notices.levelUp', params: { level: level.name, number: level.level, points } },
          { kind: 'level-up', level: level.level },
        ),
      );
    }
    if (stage.stage > before.stage) {
      notices.push(
        rankNotice(
          team.id,
          userId,
          { key: 'notices.stageUp', params: { stage: stage.name } },
          { kind: 'stage-up', stage: stage.stage },
        ),
      );
    }
  }
  if (notices.length > 0) await enqueueNotices(db, notices);
  return { changed, noticesQueued: notices.length };
}

/** After the transaction that appended to the ledger committed: delivers its notices now. */
export function deliverRankNotices(result: Pick<LedgerResult, 'noticesQueued'>): void {
  if (result.noticesQueued > 0) kickOutbox();
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

/**
 * After a learner's details changed: their rows on segment leaderboards (company, zone, branch,
 * department) follow at once, so a learner who moves to another department moves board.
 */
export async function syncLeaderboardSegments(db: Db, teamId: string, userId: string) {
  await syncSegments(db, { teamId, userId, slot: repo.bucketSlot(userId) });
}

/** After the team's stage thresholds change, every learner's stage follows at once. */
export async function restageWallets(db: Db, team: Pick<TeamRow, 'id' | 'stageThresholds'>) {
  await repo.restageTeamWallets(db, team.id, team.stageThresholds ?? DEFAULT_STAGE_THRESHOLDS);
}
