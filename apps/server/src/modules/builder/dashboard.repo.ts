import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { articles, courses, decks, enrollments, programCourses, programs, topics } from '../../db/schema';

/** Whose content a dashboard lists: the team's, or one owner's within it. */
export interface DashboardScope {
  teamId: string;
  ownerId: string | null;
}

const ownedBy = (columns: { teamId: AnyPgColumn; ownerId: AnyPgColumn }, scope: DashboardScope) =>
  and(eq(columns.teamId, scope.teamId), scope.ownerId ? eq(columns.ownerId, scope.ownerId) : undefined);

export const dashboardCourses = (db: Db, scope: DashboardScope) =>
  db.select().from(courses).where(ownedBy(courses, scope)).orderBy(desc(courses.updatedAt));

export const dashboardPrograms = (db: Db, scope: DashboardScope) =>
  db.select().from(programs).where(ownedBy(programs, scope)).orderBy(desc(programs.updatedAt));

export const dashboardArticles = (db: Db, scope: DashboardScope) =>
  db.select().from(articles).where(ownedBy(articles, scope)).orderBy(desc(articles.updatedAt));

async function countBy(
  db: Db,
  table: typeof topics | typeof decks | typeof enrollments,
  ids: string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: table.courseId, n: count() })
    .from(table)
    .where(inArray(table.courseId, ids))
    .groupBy(table.courseId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** course id -> its topic, deck and enrolled learner counts */
export async function courseCounts(db: Db, courseIds: string[]) {
  const [topicCounts, deckCounts, learnerCounts] = await Promise.all([
    countBy(db, topics, courseIds),
    countBy(db, decks, courseIds),
    countBy(db, enrollments, courseIds),
  ]);
  return { topicCounts, deckCounts, learnerCounts };
}

/** program id -> how many courses it holds */
export async function programCourseCounts(db: Db, programIds: string[]): Promise<Map<string, number>> {
  if (programIds.length === 0) return new Map();
  const rows = await db
    .select({ id: programCourses.programId, n: count() })
    .from(programCourses)
    .where(inArray(programCourses.programId, programIds))
    .groupBy(programCourses.programId);
  return new Map(rows.map((r) => [r.id, r.n]));
}
