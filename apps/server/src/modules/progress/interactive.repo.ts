import { and, desc, eq, gt, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { questionResponses, trackerEvents } from '../../db/schema';

/** Each learner's latest answer to one question of a deck (a changed vote counts once). */
export function latestAnswers(db: Database, teamId: string, deckId: string, questionId: string) {
  return db
    .selectDistinctOn([questionResponses.userId], { response: questionResponses.response })
    .from(questionResponses)
    .where(
      and(
        eq(questionResponses.teamId, teamId),
        eq(questionResponses.deckId, deckId),
        eq(questionResponses.questionId, questionId),
      ),
    )
    .orderBy(questionResponses.userId, desc(questionResponses.createdAt));
}

/** When the learner last finished the deck (the start of their current attempt), or null. */
export async function lastCompletionAt(db: Database, userId: string, deckId: string) {
  const [row] = await db
    .select({ at: max(trackerEvents.receivedAt) })
    .from(trackerEvents)
    .where(
      and(
        eq(trackerEvents.userId, userId),
        eq(trackerEvents.name, 'DECK_COMPLETED'),
        sql`${trackerEvents.payload}->>'deckId' = ${deckId}`,
      ),
    );
  return row?.at ?? null;
}

/** Has the learner answered this question since `after` (or ever, when null)? */
export async function answeredSince(
  db: Database,
  where: { userId: string; deckId: string; questionId: string },
  after: Date | null,
) {
  const [row] = await db
    .select({ id: questionResponses.id })
    .from(questionResponses)
    .where(
      and(
        eq(questionResponses.userId, where.userId),
        eq(questionResponses.deckId, where.deckId),
        eq(questionResponses.questionId, where.questionId),
        after ? gt(questionResponses.createdAt, after) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}
