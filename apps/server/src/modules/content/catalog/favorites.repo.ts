import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type ContentKind, favorites } from '../../../db/schema';

type Owner = { teamId: string; userId: string };

/** The learner's favorites, most recently marked first. */
export function listFavorites(db: Db, owner: Owner) {
  return db
    .select({ kind: favorites.itemKind, id: favorites.itemId })
    .from(favorites)
    .where(and(eq(favorites.userId, owner.userId), eq(favorites.teamId, owner.teamId)))
    .orderBy(desc(favorites.createdAt), desc(favorites.itemId));
}

/** Removes the favorite if there is one; answers whether there was. */
export async function removeFavorite(db: Db, owner: Owner, kind: ContentKind, itemId: string) {
  const rows = await db
    .delete(favorites)
    .where(
      and(
        eq(favorites.userId, owner.userId),
        eq(favorites.teamId, owner.teamId),
        eq(favorites.itemKind, kind),
        eq(favorites.itemId, itemId),
      ),
    )
    .returning({ itemId: favorites.itemId });
  return rows.length > 0;
}

export async function addFavorite(db: Db, owner: Owner, kind: ContentKind, itemId: string) {
  await db
    .insert(favorites)
    .values({ ...owner, itemKind: kind, itemId })
    .onConflictDoNothing();
}

/** Which of these items of one kind the user marked. */
export async function favoriteIdsAmong(db: Db, userId: string, kind: ContentKind, itemIds: string[]) {
  if (itemIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ itemId: favorites.itemId })
    .from(favorites)
    .where(
      and(eq(favorites.userId, userId), eq(favorites.itemKind, kind), inArray(favorites.itemId, itemIds)),
    );
  return new Set(rows.map((r) => r.itemId));
}
