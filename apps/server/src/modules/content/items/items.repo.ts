import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  type ArticleRow,
  articles,
  type ContentKind,
  contentTags,
  courses,
  favorites,
  type ProgramRow,
  programCourses,
  programs,
  tags,
} from '../../../db/schema';

export async function findProgram(db: Db, teamId: string, id: string): Promise<ProgramRow | undefined> {
  const [row] = await db
    .select()
    .from(programs)
    .where(and(eq(programs.id, id), eq(programs.teamId, teamId)))
    .limit(1);
  return row;
}

export async function findArticle(db: Db, teamId: string, id: string): Promise<ArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.teamId, teamId)))
    .limit(1);
  return row;
}

export async function updateProgramRow(db: Db, id: string, changes: Partial<typeof programs.$inferInsert>) {
  const [row] = await db.update(programs).set(changes).where(eq(programs.id, id)).returning();
  if (!row) throw new Error('program update returned no row');
  return row;
}

export async function updateArticleRow(db: Db, id: string, changes: Partial<typeof articles.$inferInsert>) {
  const [row] = await db.update(articles).set(changes).where(eq(articles.id, id)).returning();
  if (!row) throw new Error('article update returned no row');
  return row;
}

export async function deleteProgramRow(db: Db, id: string) {
  await db.delete(programs).where(eq(programs.id, id));
}

export async function deleteArticleRow(db: Db, id: string) {
  await db.delete(articles).where(eq(articles.id, id));
}

/** A program's courses in order. */
export const programCourseList = (db: Db, programId: string) =>
  db
    .select({
      id: courses.id,
      name: courses.name,
      kind: courses.kind,
      launched: courses.launched,
      position: programCourses.position,
    })
    .from(programCourses)
    .innerJoin(courses, eq(courses.id, programCourses.courseId))
    .where(eq(programCourses.programId, programId))
    .orderBy(asc(programCourses.position));

export async function replaceProgramCourses(db: Db, programId: string, courseIds: string[]) {
  await db.delete(programCourses).where(eq(programCourses.programId, programId));
  if (courseIds.length === 0) return;
  await db
    .insert(programCourses)
    .values(courseIds.map((courseId, position) => ({ programId, courseId, position })));
}

/** Which of these ids are courses of the team. */
export async function teamCourseIds(db: Db, teamId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.teamId, teamId), inArray(courses.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Which of these ids are tags of the team. */
export async function teamTagIds(db: Db, teamId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.teamId, teamId), inArray(tags.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function tagIdsOf(db: Db, kind: ContentKind, itemId: string): Promise<string[]> {
  const rows = await db
    .select({ tagId: contentTags.tagId })
    .from(contentTags)
    .where(and(eq(contentTags.itemKind, kind), eq(contentTags.itemId, itemId)));
  return rows.map((r) => r.tagId);
}

export async function replaceItemTags(
  db: Db,
  item: { teamId: string; kind: ContentKind; id: string },
  tagIds: string[],
) {
  await db
    .delete(contentTags)
    .where(and(eq(contentTags.itemKind, item.kind), eq(contentTags.itemId, item.id)));
  if (tagIds.length === 0) return;
  await db
    .insert(contentTags)
    .values(tagIds.map((tagId) => ({ tagId, teamId: item.teamId, itemKind: item.kind, itemId: item.id })))
    .onConflictDoNothing();
}

/** Tags and favorites point at items without a foreign key: they go with the item. */
export async function deleteItemLinks(db: Db, kind: ContentKind, itemId: string) {
  await db.delete(contentTags).where(and(eq(contentTags.itemKind, kind), eq(contentTags.itemId, itemId)));
  await db.delete(favorites).where(and(eq(favorites.itemKind, kind), eq(favorites.itemId, itemId)));
}

/** An item's tags as content items show them. */
export const tagRefsOf = async (db: Db, kind: ContentKind, itemId: string) =>
  (
    await db
      .select({ _id: tags.id, name: tags.name })
      .from(contentTags)
      .innerJoin(tags, eq(tags.id, contentTags.tagId))
      .where(and(eq(contentTags.itemKind, kind), eq(contentTags.itemId, itemId)))
      .orderBy(asc(tags.name))
  ).map((t) => ({ _id: t._id, name: t.name }));
