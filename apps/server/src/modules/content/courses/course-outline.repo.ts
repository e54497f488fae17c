import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { articles, decks, programCourses } from '../../../db/schema';

/** deck id -> course id, for the decks of this team among `deckIds`. */
export async function deckCourseIds(db: Db, teamId: string, deckIds: string[]) {
  if (deckIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: decks.id, courseId: decks.courseId })
    .from(decks)
    .where(and(inArray(decks.id, deckIds), eq(decks.teamId, teamId)));
  return new Map(rows.map((row) => [row.id, row.courseId]));
}

/** The programs that hold the course. */
export async function programIdsOfCourse(db: Db, courseId: string): Promise<string[]> {
  const rows = await db
    .select({ programId: programCourses.programId })
    .from(programCourses)
    .where(eq(programCourses.courseId, courseId));
  return rows.map((row) => row.programId);
}

export async function incrementArticleUniques(db: Db, articleId: string): Promise<void> {
  await db
    .update(articles)
    .set({ uniques: sql`${articles.uniques} + 1` })
    .where(eq(articles.id, articleId));
}
