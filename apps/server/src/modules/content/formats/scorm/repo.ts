import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../../db/client';
import { decks, scormInteractions, scormPackages, scormStates } from '../../../../db/schema';

export async function insertPackage(db: Database, values: typeof scormPackages.$inferInsert) {
  const [row] = await db.insert(scormPackages).values(values).returning();
  if (!row) throw new Error('scorm package insert returned nothing');
  return row;
}

export async function findPackage(db: Database, teamId: string, packageId: string) {
  const [row] = await db
    .select()
    .from(scormPackages)
    .where(and(eq(scormPackages.teamId, teamId), eq(scormPackages.id, packageId)))
    .limit(1);
  return row;
}

/** By id alone: only for file serving, where a signed token already names the package. */
export async function findPackageById(db: Database, packageId: string) {
  const [row] = await db.select().from(scormPackages).where(eq(scormPackages.id, packageId)).limit(1);
  return row;
}

export async function findState(db: Database, userId: string, deckId: string) {
  const [row] = await db
    .select()
    .from(scormStates)
    .where(and(eq(scormStates.userId, userId), eq(scormStates.deckId, deckId)))
    .limit(1);
  return row;
}

export async function saveState(
  db: Database,
  values: { userId: string; teamId: string; deckId: string; cmi: Record<string, unknown> },
) {
  await db
    .insert(scormStates)
    .values(values)
    .onConflictDoUpdate({
      target: [scormStates.userId, scormStates.deckId],
      set: { cmi: sql`excluded.cmi`, updatedAt: sql`now()` },
    });
}

/** Keeps an attempt's interactions; a later commit of the same attempt updates them in place. */
export async function saveInteractions(db: Database, rows: (typeof scormInteractions.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db
    .insert(scormInteractions)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        scormInteractions.userId,
        scormInteractions.deckId,
        scormInteractions.itemId,
        scormInteractions.attempt,
        scormInteractions.position,
      ],
      set: {
        interactionId: sql`excluded.interaction_id`,
        type: sql`excluded.type`,
        response: sql`excluded.response`,
        correctResponses: sql`excluded.correct_responses`,
        result: sql`excluded.result`,
        correct: sql`excluded.correct`,
        latency: sql`excluded.latency`,
        recordedAt: sql`excluded.recorded_at`,
        description: sql`excluded.description`,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * Answers per deck, item, interaction and response in a team's decks (every attempt counts, as
 * every answer to a native quiz does); `userIds` narrows them to some learners.
 */
export function interactionCounts(db: Database, teamId: string, deckIds: string[], userIds: string[] | null) {
  if (deckIds.length === 0 || userIds?.length === 0) return Promise.resolve([]);
  return db
    .select({
      deckId: scormInteractions.deckId,
      itemId: scormInteractions.itemId,
      interactionId: scormInteractions.interactionId,
      response: scormInteractions.response,
      type: sql<string>`max(${scormInteractions.type})`,
      description: sql<string>`max(${scormInteractions.description})`,
      count: sql<number>`count(*)::int`,
      correct: sql<number>`count(*) filter (where ${scormInteractions.correct})::int`,
      judged: sql<number>`count(${scormInteractions.correct})::int`,
    })
    .from(scormInteractions)
    .where(
      and(
        eq(scormInteractions.teamId, teamId),
        inArray(scormInteractions.deckId, deckIds),
        userIds ? inArray(scormInteractions.userId, userIds) : undefined,
      ),
    )
    .groupBy(
      scormInteractions.deckId,
      scormInteractions.itemId,
      scormInteractions.interactionId,
      scormInteractions.response,
    );
}

/** Forgets the interactions recorded in a course's decks (a launch that resets learner progress). */
export async function deleteCourseInteractions(db: Db, teamId: string, courseId: string) {
  await db.delete(scormInteractions).where(
    and(
      eq(scormInteractions.teamId, teamId),
      inArray(
        scormInteractions.deckId,
        db
          .select({ id: decks.id })
          .from(decks)
          .where(and(eq(decks.teamId, teamId), eq(decks.courseId, courseId))),
      ),
    ),
  );
}
