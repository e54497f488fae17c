import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { articles, type ContentKind, courses, decks, programs, searches } from '../../db/schema';
import { nameMatches, namePrefixMatches, relevance, searchDocument, searchQuery } from '../../db/text-search';

/** names: typo-tolerant name matches (suggestions); full: also full-text over name and description. */
export type MatchMode = 'names' | 'full';

const tables = { course: courses, program: programs, article: articles } as const;

function publishedMatches(db: Db, kind: ContentKind, teamId: string, text: string, mode: MatchMode) {
  const t = tables[kind];
  const byName = or(nameMatches(text, t.name), namePrefixMatches(text, t.name));
  const matches: SQL | undefined =
    mode === 'names'
      ? byName
      : or(byName, sql`${searchDocument(t.name, t.description)} @@ ${searchQuery(text)}`);
  return db
    .select({
      // A constant from the fixed list of kinds above, never user input.
      kind: sql<ContentKind>`${sql.raw(`'${kind}'`)}`.as('kind'),
      id: t.id,
      deckName: sql<string | null>`null::text`.as('deck_name'),
      score: relevance(text, t.name, t.description).as('score'),
      priority: t.priority,
      updatedAt: t.updatedAt,
    })
    .from(t)
    .where(and(eq(t.teamId, teamId), eq(t.published, true), matches));
}

/**
 * Published courses one of whose decks (lessons, quizzes...) is named like the text: "pass" finds
 * the course holding "Password check". The deck's name comes along for the suggestion.
 */
function coursesByDeckName(db: Db, teamId: string, text: string) {
  return db
    .select({
      kind: sql<ContentKind>`'course'`.as('kind'),
      id: courses.id,
      deckName: sql<string | null>`${decks.name}`.as('deck_name'),
      score: relevance(text, decks.name, sql`''`).as('score'),
      priority: courses.priority,
      updatedAt: courses.updatedAt,
    })
    .from(decks)
    .innerJoin(courses, eq(courses.id, decks.courseId))
    .where(
      and(
        eq(decks.teamId, teamId),
        eq(courses.published, true),
        or(nameMatches(text, decks.name), namePrefixMatches(text, decks.name)),
      ),
    );
}

/**
 * The team's published courses, programs and articles matching the text, best first (then
 * priority, most recently updated, id). Run inside withTypoTolerance so `<%` uses its threshold.
 * Learner visibility (locked courses...) is applied by the caller.
 */
export function findMatches(db: Db, teamId: string, text: string, mode: MatchMode, limit: number) {
  return unionAll(
    publishedMatches(db, 'course', teamId, text, mode),
    publishedMatches(db, 'program', teamId, text, mode),
    publishedMatches(db, 'article', teamId, text, mode),
    coursesByDeckName(db, teamId, text),
  )
    .orderBy(sql`score desc, priority desc, updated_at desc, id`)
    .limit(limit);
}

export async function insertSearch(db: Db, values: { teamId: string; userId: string; term: string }) {
  const [row] = await db.insert(searches).values(values).returning();
  if (!row) throw new Error('search insert returned no row');
  return row;
}
