import {
  type Leaderboard,
  type LeaderboardEntry,
  type LeaderboardWindow,
  periodKeys,
} from '@lp/shared/gamification/index';
import type { Db } from '../../db/client';
import * as repo from './leaderboard.repo';

const AROUND = 5;

const entry = (row: repo.ScoreRow, rank: number): LeaderboardEntry => ({
  rank,
  userId: row.userId,
  name: `${row.firstName} ${row.lastName}`.trim(),
  image: row.image,
  avatarConfig: row.avatarConfig,
  points: row.points,
});

/** Competition ranks for rows in board order, given the rank of the first row. */
function rankRows(rows: repo.ScoreRow[], firstRank: number, firstPosition: number): LeaderboardEntry[] {
  let rank = firstRank;
  return rows.map((row, i) => {
    if (i > 0 && row.points !== rows[i - 1]?.points) rank = firstPosition + i;
    return entry(row, rank);
  });
}

/**
 * A leaderboard for one scope (the team, or a course) and window: the top rows, the caller's own
 * row and the five above and below them. Equal points share a rank (1, 2, 2, 4), in user-id order.
 */
export async function leaderboard(
  db: Db,
  input: {
    teamId: string;
    scope: string;
    window: LeaderboardWindow;
    userId: string;
    limit: number;
    segment?: { field: string; value: string } | undefined;
    now?: Date;
  },
): Promise<Leaderboard> {
  const period = periodKeys(input.now ?? new Date())[input.window];
  const key: repo.BoardKey = { teamId: input.teamId, scope: input.scope, period, segment: input.segment };
  const { total, top: topRows, mine } = await repo.boardSlice(db, key, input.userId, input.limit, AROUND);
  const top = rankRows(topRows, 1, 1);
  if (!mine) return { window: input.window, period, top, me: null, around: [], total };

  // Learners tied with the caller and before them by id: the rows shown, unless there are more of
  // those than AROUND; then every tied learner after the caller is shown, or no row shown has other
  // points than the caller and the position does not matter.
  const tiedBefore = mine.tiedBefore < AROUND ? mine.tiedBefore : mine.ties - 1 - mine.tiedAfter;
  const position = mine.above + 1 + tiedBefore;
  const rows = [...mine.before, mine.row, ...mine.after];
  const around = rankRows(rows, mine.firstAbove + 1, position - mine.before.length);
  const me = around.find((row) => row.userId === mine.row.userId) ?? null;
  return {
    window: input.window,
    period,
    top,
    me,
    around: around.filter((row) => row.userId !== mine.row.userId),
    total,
  };
}
