import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, type ContentKind, contentTags, courses, programs, tags } from '../../db/schema';
import { nameMatches } from '../../db/text-search';

export type TagRow = typeof tags.$inferSelect;

const itemTables = { course: courses, program: programs, article: articles } as const;
const byName = asc(sql`lower(${tags.name})`);

/** The team's tags (or one of them) with how many existing items of each kind carry them. */
export function listTagsWithCounts(db: Db, teamId: string, tagId?: string) {
  const counted = (kind: ContentKind) => {
    const table = itemTables[kind];
    return sql<number>`count(distinct ${table.id})::int`.mapWith(Number);
  };
  const joined = (kind: ContentKind) =>
    and(eq(contentTags.itemKind, kind), eq(itemTables[kind].id, contentTags.itemId)) as SQL;
  return db
    .select({
      tag: tags,
      courses: counted('course'),
      programs: counted('program'),
      articles: counted('article'),
    })
    .from(tags)
    .leftJoin(contentTags, eq(contentTags.tagId, tags.id))
    .leftJoin(courses, joined('course'))
    .leftJoin(programs, joined('program'))
    .leftJoin(articles, joined('article'))
    .where(and(eq(tags.teamId, teamId), tagId ? eq(tags.id, tagId) : undefined))
    .groupBy(tags.id)
    .orderBy(byName);
}

export async function findTag(db: Db, teamId: string, id: string): Promise<TagRow | undefined> {
  const [row] = await db
    .select()
    .from(tags)
    .where(and(eq(tags.teamId, teamId), eq(tags.id, id)))
    .limit(1);
  return row;
}

/** Tags of the team by name, ignoring case (names are unique per team that way). */
export function findTagsByNames(db: Db, teamId: string, names: string[]): Promise<TagRow[]> {
  if (names.length === 0) return Promise.resolve([]);
  const lowered = names.map((n) => n.toLowerCase());
  return db
    .select()
    .from(tags)
    .where(and(eq(tags.teamId, teamId), inArray(sql`lower(${tags.name})`, lowered)));
}

export async function insertTag(db: Db, teamId: string, name: string): Promise<TagRow> {
  const [row] = await db.insert(tags).values({ teamId, name }).returning();
  if (!row) throw new Error('tag insert returned no row');
  return row;
}

export async function renameTag(db: Db, teamId: string, id: string, name: string) {
  const [row] = await db
    .update(tags)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(tags.teamId, teamId), eq(tags.id, id)))
    .returning();
  return row;
}

export async function deleteTagRow(db: Db, teamId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(tags)
    .where(and(eq(tags.teamId, teamId), eq(tags.id, id)))
    .returning({ id: tags.id });
  return rows.length > 0;
}

/** Which of these ids are items of this kind in the team. */
export async function existingItemIds(db: Db, teamId: string, kind: ContentKind, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const table = itemTables[kind];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.teamId, teamId), inArray(table.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Replaces the items carrying the tag, in one transaction. */
export async function replaceTagItems(
  db: Db,
  teamId: string,
  tagId: string,
  items: { itemKind: ContentKind; itemId: string }[],
) {
  await db.transaction(async (tx) => {
    await tx.delete(contentTags).where(and(eq(contentTags.teamId, teamId), eq(contentTags.tagId, tagId)));
    if (items.length > 0) {
      await tx.insert(contentTags).values(items.map((item) => ({ ...item, teamId, tagId })));
    }
  });
}

/** The ids of the items carrying the tag, per kind. */
export async function taggedItemIds(db: Db, teamId: string, tagId: string) {
  const rows = await db
    .select({ kind: contentTags.itemKind, id: contentTags.itemId })
    .from(contentTags)
    .where(and(eq(contentTags.teamId, teamId), eq(contentTags.tagId, tagId)));
  const ids = { course: new Set<string>(), program: new Set<string>(), article: new Set<string>() };
  for (const row of rows) ids[row.kind].add(row.id);
  return ids;
}

/** Tags whose name contains the text or matches it with a typo (run inside withTypoTolerance). */
export function tagsMatching(db: Db, teamId: string, text: string, limit: number) {
  const contains = sql`${tags.name} ilike ${`%${text.replace(/[\\%_]/g, '\\$&')}%`}`;
  return db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(and(eq(tags.teamId, teamId), or(contains, nameMatches(text, tags.name))))
    .orderBy(
      sql`word_similarity(${text}::text, ${tags.name}) + similarity(${text}::text, ${tags.name}) desc`,
      byName,
      asc(tags.id),
    )
    .limit(limit);
}
