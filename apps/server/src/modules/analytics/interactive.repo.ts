import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { progress, questionResponses, trackerEvents } from '../../db/schema';
import type { AudienceFilter } from './repo';

const among = (column: typeof progress.userId | typeof questionResponses.userId, audience: AudienceFilter) =>
  audience === null ? undefined : audience.userIds.length ? inArray(column, audience.userIds) : sql`false`;

const deckRecords = (deckIds: string[], audience: AudienceFilter, ...more: SQL[]) =>
  and(
    eq(progress.scope, 'deck'),
    inArray(progress.itemId, deckIds),
    among(progress.userId, audience),
    ...more,
  );

/** Learners per best level of game decks: a game's score is its level times ten. */
export function gameLevels(db: Db, deckIds: string[], audience: AudienceFilter) {
  if (deckIds.length === 0) return Promise.resolve([]);
  const level = sql<number>`floor(coalesce((${progress.record}->>'score')::float, 0) / 10)::int`;
  return db
    .select({ deckId: progress.itemId, level, learners: sql<number>`count(*)::int` })
    .from(progress)
    .where(deckRecords(deckIds, audience, sql`coalesce((${progress.record}->>'viewAttempts')::int, 0) > 0`))
    .groupBy(progress.itemId, level);
}

/** Who opened each deck and who finished it (a finished checklist has every item ticked). */
export function deckStarters(db: Db, deckIds: string[], audience: AudienceFilter) {
  if (deckIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      deckId: progress.itemId,
      userId: progress.userId,
      completed: sql<boolean>`coalesce((${progress.record}->>'completion')::boolean, false)`,
    })
    .from(progress)
    .where(deckRecords(deckIds, audience));
}

/**
 * Each learner's latest tick (true) or untick (false) of each item of checklist decks, in the order
 * the learner acted (their events' times: a batch is stored in one transaction, at one moment).
 */
export function latestTicks(db: Db, deckIds: string[], audience: AudienceFilter) {
  if (deckIds.length === 0) return Promise.resolve([]);
  const q = questionResponses;
  const event = trackerEvents;
  return db
    .selectDistinctOn([q.deckId, q.userId, q.questionId], {
      deckId: q.deckId,
      userId: q.userId,
      itemId: q.questionId,
      ticked: sql<boolean>`${q.response} = 'true'::jsonb`,
    })
    .from(q)
    .innerJoin(event, and(eq(event.userId, q.userId), eq(event.uuid, q.eventUuid)))
    .where(and(inArray(q.deckId, deckIds), among(q.userId, audience)))
    .orderBy(q.deckId, q.userId, q.questionId, desc(event.occurredAt), desc(q.createdAt));
}

/** Answers to decks' questions counted over some learners only (a manager's reports). */
export function answerCountsAmong(db: Db, deckIds: string[], audience: { userIds: string[] }) {
  if (deckIds.length === 0) return Promise.resolve([]);
  const q = questionResponses;
  const answer = sql<string>`left(${q.response}::text, 500)`;
  return db
    .select({
      deckId: q.deckId,
      questionId: q.questionId,
      answer,
      count: sql<number>`count(*)::int`,
      correct: sql<number>`count(*) filter (where ${q.correct})::int`,
    })
    .from(q)
    .where(and(inArray(q.deckId, deckIds), among(q.userId, audience)))
    .groupBy(q.deckId, q.questionId, answer);
}
