import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type ArticleRow, articles, favorites, progress } from '../../../db/schema';

/** The published articles this user opened, most recently first. */
export async function recentlyReadArticles(db: Db, userId: string, limit: number): Promise<ArticleRow[]> {
  const rows = await db
    .select({ article: articles })
    .from(progress)
    .innerJoin(articles, eq(articles.id, progress.itemId))
    .where(and(eq(progress.userId, userId), eq(progress.scope, 'article'), eq(articles.published, true)))
    .orderBy(desc(progress.updatedAt))
    .limit(limit);
  return rows.map((r) => r.article);
}

/** The published articles this user bookmarked, most recently marked first. */
export async function bookmarkedArticles(db: Db, userId: string): Promise<ArticleRow[]> {
  const rows = await db
    .select({ article: articles })
    .from(favorites)
    .innerJoin(articles, eq(articles.id, favorites.itemId))
    .where(and(eq(favorites.userId, userId), eq(favorites.itemKind, 'article'), eq(articles.published, true)))
    .orderBy(desc(favorites.createdAt));
  return rows.map((r) => r.article);
}
