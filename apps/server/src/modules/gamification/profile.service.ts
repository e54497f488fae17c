import { LEVELS } from '@lp/shared/constants';
import { levelFor, stageFor } from '@lp/shared/gamification/index';
import type { Db } from '../../db/client';
import type { TeamRow, UserRow } from '../../db/schema';
import { teamFeatures } from '../teams/service';
import { achievementsOf } from './achievements.service';
import { findWallet } from './ledger.repo';
import * as repo from './profile.repo';

/**
 * users/{id}/myprofile: level, stage, points, coins, team rank (all time) and achievements. While
 * the team's coins or medals flag is off (SPEC §9) the balance or the medals
 * are not shown, though they stay stored.
 */
export async function myProfile(db: Db, user: UserRow, team: Pick<TeamRow, 'stageThresholds' | 'features'>) {
  const wallet = await findWallet(db, user.id);
  const points = wallet?.points ?? 0;
  const level = levelFor(points);
  const next = LEVELS.find((l) => l.level === level.level + 1);
  const stage = stageFor(points, team.stageThresholds);
  const ahead = await repo.walletsAhead(db, user.teamId, points);
  return {
    _id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    points,
    ...(teamFeatures(team).coins ? { coins: wallet?.coins ?? 0 } : {}),
    level: {
      level: level.level,
      name: level.name,
      minPoints: level.minPoints,
      nextAt: next?.minPoints ?? null,
    },
    stage: { stage: stage.stage, name: stage.name },
    rank: ahead + 1,
    achievements: (await achievementsOf(db, user.id)).filter(
      (a) => a.kind !== 'medal' || teamFeatures(team).medals,
    ),
  };
}

/**
 * analytics/{userId}/pointsHistory: points and coins earned per day, oldest first. While the
 * team's coins flag is off, coins read 0 (what was earned before stays in the ledger).
 */
export async function pointsHistory(db: Db, team: Pick<TeamRow, 'features'>, userId: string) {
  const rows = await repo.earningsPerDay(db, userId);
  const coinsOn = teamFeatures(team).coins;
  let total = 0;
  return rows.map((r) => {
    total += r.points;
    return { day: r.day, points: r.points, coins: coinsOn ? r.coins : 0, total };
  });
}

/** courses/{id}/leaderboards/wallet/{userId}: what a learner earned in one course (coins as above). */
export async function courseWallet(
  db: Db,
  team: Pick<TeamRow, 'features'>,
  userId: string,
  courseId: string,
) {
  const earned = await repo.courseEarnings(db, userId, courseId);
  return { points: earned.points, coins: teamFeatures(team).coins ? earned.coins : 0 };
}
