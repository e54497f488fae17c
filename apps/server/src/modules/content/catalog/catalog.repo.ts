import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  articles,
  type ContentKind,
  contentTags,
  courses,
  decks,
  enrollments,
  programCourses,
  programs,
  progress,
  tags,
  topics,
} from '../../../db/schema';

/** SPEC §9: items sort by priority, then most recently updated. */
const newestFirst = (t: { priority: AnyPgColumn; updatedAt: AnyPgColumn }) => [
  desc(t.priority),
  desc(t.updatedAt),
];

export function listCourses(db: Db, teamId: string, options: { publishedOnly: boolean }) {
  const where: SQL[] = [eq(courses.teamId, teamId)];
  if (options.publishedOnly) where.push(eq(courses.published, true));
  return db
    .select()
    .from(courses)
    .where(and(...where))
    .orderBy(...newestFirst(courses));
}

export async function findCourse(
  db: Db,
  teamId: string,
  idOrIdentifier: { id?: string; identifier?: string },
) {
  const match = idOrIdentifier.id
    ? eq(courses.id, idOrIdentifier.id)
    : eq(courses.identifier, idOrIdentifier.identifier ?? '');
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.teamId, teamId), match))
    .limit(1);
  return row;
}

/** A published course by its identifier, in whichever team it is (lesson codes name no team). */
export async function findPublishedCourseByIdentifier(db: Db, identifier: string) {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.identifier, identifier), eq(courses.published, true)))
    .limit(1);
  return row;
}

export const listTopics = (db: Db, courseId: string) =>
  db.select().from(topics).where(eq(topics.courseId, courseId)).orderBy(asc(topics.position));

export const listDecks = (db: Db, courseId: string) =>
  db.select().from(decks).where(eq(decks.courseId, courseId)).orderBy(asc(decks.position));

export async function findDeck(db: Db, teamId: string, deckId: string) {
  const [row] = await db
    .select()
    .from(decks)
    .where(and(eq(decks.teamId, teamId), eq(decks.id, deckId)))
    .limit(1);
  return row;
}

export function listPrograms(db: Db, teamId: string, options: { publishedOnly: boolean }) {
  const where: SQL[] = [eq(programs.teamId, teamId)];
  if (options.publishedOnly) where.push(eq(programs.published, true));
  return db
    .select()
    .from(programs)
    .where(and(...where))
    .orderBy(...newestFirst(programs));
}

export async function findProgram(db: Db, teamId: string, id: string) {
  const [row] = await db
    .select()
    .from(programs)
    .where(and(eq(programs.teamId, teamId), eq(programs.id, id)))
    .limit(1);
  return row;
}

/** program id -> course ids in program order */
export async function programCourseIds(db: Db, programIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (programIds.length === 0) return map;
  const rows = await db
    .select()
    .from(programCourses)
    .where(inArray(programCourses.programId, programIds))
    .orderBy(asc(programCourses.position));
  for (const row of rows) map.set(row.programId, [...(map.get(row.programId) ?? []), row.courseId]);
  return map;
}

export function listArticles(db: Db, teamId: string, options: { publishedOnly: boolean }) {
  const where: SQL[] = [eq(articles.teamId, teamId)];
  if (options.publishedOnly) where.push(eq(articles.published, true));
  return db
    .select()
    .from(articles)
    .where(and(...where))
    .orderBy(...newestFirst(articles));
}

export async function findArticle(db: Db, where: { id: string; teamId?: string }) {
  const conditions: SQL[] = [eq(articles.id, where.id)];
  if (where.teamId) conditions.push(eq(articles.teamId, where.teamId));
  const [row] = await db
    .select()
    .from(articles)
    .where(and(...conditions))
    .limit(1);
  return row;
}

/** course id -> when this user was enrolled */
export async function enrolmentDates(
  db: Db,
  userId: string,
  courseIds: string[],
): Promise<Map<string, Date>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({ courseId: enrollments.courseId, createdAt: enrollments.createdAt })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), inArray(enrollments.courseId, courseIds)));
  return new Map(rows.map((r) => [r.courseId, r.createdAt]));
}

/** item id -> its tags */
export async function tagsOf(db: Db, kind: ContentKind, itemIds: string[]) {
  const map = new Map<string, { _id: string; name: string }[]>();
  if (itemIds.length === 0) return map;
  const rows = await db
    .select({ itemId: contentTags.itemId, id: tags.id, name: tags.name })
    .from(contentTags)
    .innerJoin(tags, eq(tags.id, contentTags.tagId))
    .where(and(eq(contentTags.itemKind, kind), inArray(contentTags.itemId, itemIds)))
    .orderBy(asc(tags.name));
  for (const row of rows)
    map.set(row.itemId, [...(map.get(row.itemId) ?? []), { _id: row.id, name: row.name }]);
  return map;
}

/** item id -> this user's progress record, for one scope */
export async function progressOf(
  db: Db,
  userId: string,
  scope: 'course' | 'program' | 'article' | 'deck' | 'topic',
  itemIds: string[],
) {
  if (itemIds.length === 0) return new Map<string, Record<string, unknown>>();
  const rows = await db
    .select({ itemId: progress.itemId, record: progress.record })
    .from(progress)
    .where(and(eq(progress.userId, userId), eq(progress.scope, scope), inArray(progress.itemId, itemIds)));
  return new Map(rows.map((r) => [r.itemId, r.record]));
}

/** course id -> the courses before it in each published sequential program of the team. */
export async function earlierCoursesInSequentialPrograms(
  db: Db,
  teamId: string,
): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ programId: programCourses.programId, courseId: programCourses.courseId })
    .from(programCourses)
    .innerJoin(programs, eq(programs.id, programCourses.programId))
    .where(and(eq(programs.teamId, teamId), eq(programs.sequential, true), eq(programs.published, true)))
    .orderBy(asc(programCourses.programId), asc(programCourses.position));
  return sequenceToEarlier(rows);
}

/** Program rows in order -> course id -> the courses before it in its sequential programs. */
export function sequenceToEarlier(rows: { programId: string; courseId: string }[]): Map<string, string[]> {
  const earlier = new Map<string, string[]>();
  const seen = new Map<string, string[]>();
  for (const row of rows) {
    const before = seen.get(row.programId) ?? [];
    earlier.set(row.courseId, [...(earlier.get(row.courseId) ?? []), ...before]);
    seen.set(row.programId, [...before, row.courseId]);
  }
  return earlier;
}
