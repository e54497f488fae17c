import { LEVELS } from '@lp/shared/constants';
import { levelFor, stageFor } from '@lp/shared/gamification';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pointsLedger, type TeamRow, type UserRow, wallets } from '../../db/schema';
import { achievementsOf } from './achievements.service';
import { findWallet } from './ledger.repo';

/** users/{id}/myprofile: level, stage, points, coins, team rank (all time) and achievements. */
export async function myProfile(db: Database, user: UserRow, team: Pick<TeamRow, 'stageThresholds'>) {
  const wallet = await findWallet(db, user.id);
  const points = wallet?.points ?? 0;
  const level = levelFor(points);
  const next = LEVELS.find((l) => l.level === level.level + 1);
  const stage = stageFor(points, team.stageThresholds);
  const [ahead] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(wallets)
    .where(and(eq(wallets.teamId, user.teamId), gt(wallets.points, points)));
  return {
    _id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    points,
    coins: wallet?.coins ?? 0,
    level: {
      level: level.level,
      name: level.name,
      minPoints: level.minPoints,
      nextAt: next?.minPoints ?? null,
    },
    stage: { stage: stage.stage, name: stage.name },
    rank: (ahead?.n ?? 0) + 1,
    achievements: await achievementsOf(db, user.id),
  };
}

/** analytics/{userId}/pointsHistory: points and coins earned per day, oldest first. */
export async function pointsHistory(db: Database, userId: string) {
  const day = sql<string>`to_char(${pointsLedger.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      points: sql<number>`sum(${pointsLedger.points})::int`,
      coins: sql<number>`sum(${pointsLedger.coins})::int`,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .groupBy(day)
    .orderBy(day);
  let total = 0;
  return rows.map((r) => {
    total += r.points;
    return { day: r.day, points: r.points, coins: r.coins, total };
  });
}

/** courses/{id}/leaderboards/wallet/{userId}: what a learner earned in one course. */
export async function courseWallet(db: Database, userId: string, courseId: string) {
  const [row] = await db
    .select({
      points: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int`,
      coins: sql<number>`coalesce(sum(${pointsLedger.coins}), 0)::int`,
    })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.courseId, courseId)));
  return { points: row?.points ?? 0, coins: row?.coins ?? 0 };
}
