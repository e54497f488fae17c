import type { AssetKind } from '@lp/shared/assets';
import { and, count, desc, eq, ilike, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { type AssetRow, assets, type NewAssetRow, submissions, users } from '../../db/schema';

/**
 * Library assets: a learner's submission and a profile picture are assets too, but they belong to
 * their deck or their person, not to the team's library.
 */
const notASubmission = (db: Database) =>
  and(
    notExists(db.select({ id: submissions.id }).from(submissions).where(eq(submissions.assetId, assets.id))),
    sql`${assets.metadata}->>'purpose' is null`,
  ) as SQL;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function insertAsset(db: Db, values: NewAssetRow): Promise<AssetRow> {
  const [row] = await db.insert(assets).values(values).returning();
  if (!row) throw new Error('asset insert returned no row');
  return row;
}

/** Any asset by id, submissions included: for serving bytes behind a verified signature. */
export async function findAssetById(db: Database, id: string): Promise<AssetRow | undefined> {
  const [row] = await db.select().from(assets).where(eq(assets.id, id)).limit(1);
  return row;
}

export async function findLibraryAsset(db: Database, teamId: string, id: string) {
  const [row] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.teamId, teamId), eq(assets.id, id), notASubmission(db)))
    .limit(1);
  return row;
}

export interface LibraryFilter {
  kind?: AssetKind;
  search?: string;
}

function libraryWhere(db: Database, teamId: string, filter: LibraryFilter): SQL | undefined {
  const where: SQL[] = [eq(assets.teamId, teamId), notASubmission(db)];
  if (filter.kind) where.push(eq(assets.kind, filter.kind));
  if (filter.search) where.push(ilike(assets.name, `%${escapeLike(filter.search)}%`));
  return and(...where);
}

/** The team's library, newest first. */
export async function listLibraryAssets(
  db: Database,
  teamId: string,
  filter: LibraryFilter,
  page: { offset: number; limit: number },
) {
  const where = libraryWhere(db, teamId, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(assets)
      .where(where)
      .orderBy(desc(assets.createdAt), desc(assets.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(assets).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function renameLibraryAsset(db: Database, teamId: string, id: string, name: string) {
  const [row] = await db
    .update(assets)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(assets.teamId, teamId), eq(assets.id, id), notASubmission(db)))
    .returning();
  return row;
}

export async function deleteLibraryAsset(db: Database, teamId: string, id: string) {
  const [row] = await db
    .delete(assets)
    .where(and(eq(assets.teamId, teamId), eq(assets.id, id), notASubmission(db)))
    .returning();
  return row;
}

/** Uploads of one person for one purpose (a social post's images) among `ids`. */
export function findPurposeAssets(
  db: Database,
  where: { teamId: string; ownerId: string; purpose: string; ids: string[] },
) {
  if (where.ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(assets)
    .where(
      and(
        eq(assets.teamId, where.teamId),
        eq(assets.ownerId, where.ownerId),
        inArray(assets.id, where.ids),
        sql`${assets.metadata}->>'purpose' = ${where.purpose}`,
      ),
    );
}

/** Deletes a team's uploads made for a purpose (their rows go; the caller removes the bytes). */
export async function deletePurposeAssets(db: Database, teamId: string, purpose: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .delete(assets)
    .where(
      and(
        eq(assets.teamId, teamId),
        inArray(assets.id, ids),
        sql`${assets.metadata}->>'purpose' = ${purpose}`,
      ),
    )
    .returning();
}

export async function insertSubmission(db: Db, values: typeof submissions.$inferInsert) {
  const [row] = await db.insert(submissions).values(values).returning();
  if (!row) throw new Error('submission insert returned no row');
  return row;
}

/** A deck's submissions with their files and learners, newest first; only one learner's when given. */
export function listSubmissions(db: Database, teamId: string, deckId: string, userId?: string) {
  const where: SQL[] = [eq(submissions.teamId, teamId), eq(submissions.deckId, deckId)];
  if (userId) where.push(eq(submissions.userId, userId));
  return db
    .select({
      submission: submissions,
      asset: assets,
      learner: {
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        image: users.image,
      },
    })
    .from(submissions)
    .innerJoin(assets, eq(assets.id, submissions.assetId))
    .innerJoin(users, eq(users.id, submissions.userId))
    .where(and(...where))
    .orderBy(desc(submissions.createdAt), desc(submissions.id));
}
