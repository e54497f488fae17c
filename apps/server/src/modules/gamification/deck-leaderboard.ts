import { normalizeRecord } from '@lp/shared/progress';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { TeamRow, UserRow } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { findDeck, visibleCourse } from '../content/catalog/catalog.service';
import { deckRecords } from './leaderboard.repo';

const rowSchema = z.object({
  rank: z.number().int(),
  userId: z.string(),
  name: z.string(),
  score: z.number(),
  points: z.number(),
  timeSpent: z.number(),
  attempts: z.number(),
});
export const deckLeaderboardSchema = z.object({ top: z.array(rowSchema), me: rowSchema.nullable() });

/**
 * decks/{id}/leaderboards/allParameters: the team's learners on one deck, best score first, then
 * points, then the least time; equal results share a rank.
 */
export async function deckLeaderboard(db: Db, caller: { user: UserRow; team: TeamRow }, deckId: string) {
  const deck = await findDeck(db, caller.user.teamId, deckId);
  if (!deck) throw notFound();
  await visibleCourse(db, caller, deck.courseId);
  const rows = await deckRecords(db, caller.user.teamId, deck.id);
  const ranked = rows
    .map((r) => ({
      userId: r.userId,
      name: `${r.firstName} ${r.lastName}`.trim(),
      ...normalizeRecord(r.record),
    }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.points - a.points ||
        a.timeSpent - b.timeSpent ||
        a.userId.localeCompare(b.userId),
    );
  let rank = 0;
  const withRank = ranked.map((r, i) => {
    const prev = ranked[i - 1];
    if (!prev || prev.score !== r.score || prev.points !== r.points || prev.timeSpent !== r.timeSpent)
      rank = i + 1;
    return {
      rank,
      userId: r.userId,
      name: r.name,
      score: r.score,
      points: r.points,
      timeSpent: r.timeSpent,
      attempts: r.viewAttempts,
    };
  });
  return { top: withRank.slice(0, 20), me: withRank.find((r) => r.userId === caller.user.id) ?? null };
}
