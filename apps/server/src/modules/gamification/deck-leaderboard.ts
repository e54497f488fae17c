import { normalizeRecord } from '@lp/shared/progress';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { progress, type TeamRow, type UserRow, users } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { findDeck } from '../content/catalog.repo';
import { visibleCourse } from '../content/catalog.service';

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
export async function deckLeaderboard(
  db: Database,
  caller: { user: UserRow; team: TeamRow },
  deckId: string,
) {
  const deck = await findDeck(db, caller.user.teamId, deckId);
  if (!deck) throw notFound();
  await visibleCourse(db, caller, deck.courseId);
  const rows = await db
    .select({
      userId: progress.userId,
      record: progress.record,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(progress)
    .innerJoin(users, eq(users.id, progress.userId))
    .where(
      and(
        eq(progress.teamId, caller.user.teamId),
        eq(progress.scope, 'deck'),
        eq(progress.itemId, deck.id),
        eq(users.active, true),
      ),
    );
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
