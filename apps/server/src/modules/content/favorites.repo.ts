import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ContentKind, favorites } from '../../db/schema';

type Owner = { teamId: string; userId: string };

/** The learner's favorites, most recently marked first. */
export function listFavorites(db: Database, owner: Owner) {
  return db
    .select({ kind: favorites.itemKind, id: favorites.itemId })
    .from(favorites)
    .where(and(eq(favorites.userId, owner.userId), eq(favorites.teamId, owner.teamId)))
    .orderBy(desc(favorites.createdAt), desc(favorites.itemId));
}

/** Removes the favorite if there is one; answers whether there was. */
export async function removeFavorite(db: Database, owner: Owner, kind: ContentKind, itemId: string) {
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

export async function addFavorite(db: Database, owner: Owner, kind: ContentKind, itemId: string) {
  await db
    .insert(favorites)
    .values({ ...owner, itemKind: kind, itemId })
    .onConflictDoNothing();
}
