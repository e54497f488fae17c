import { learnerContent } from '@lp/shared/formats/learner-content';
import { can } from '@lp/shared/permissions';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ArticleRow, articles, favorites, progress } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { toUserResponse } from '../users/service';
import * as repo from './catalog.repo';
import type { Viewer } from './catalog.service';
import { presentArticle } from './presenters';

const seesDrafts = (viewer: Viewer) => can(toUserResponse(viewer.user, viewer.team), 'builder.view');

async function bookmarkedIds(db: Database, userId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ itemId: favorites.itemId })
    .from(favorites)
    .where(
      and(eq(favorites.userId, userId), eq(favorites.itemKind, 'article'), inArray(favorites.itemId, ids)),
    );
  return new Set(rows.map((r) => r.itemId));
}

async function libraryItems(db: Database, viewer: Viewer, rows: ArticleRow[]) {
  const ids = rows.map((a) => a.id);
  const [tagMap, records, marked] = await Promise.all([
    repo.tagsOf(db, 'article', ids),
    repo.progressOf(db, viewer.user.id, 'article', ids),
    bookmarkedIds(db, viewer.user.id, ids),
  ]);
  return rows.map((row) => ({
    ...presentArticle(row, viewer.team.name, tagMap.get(row.id) ?? []),
    bookmarked: marked.has(row.id),
    viewed: records.has(row.id),
    completed: records.get(row.id)?.completion === true,
  }));
}

/** articles/articleLibrary: published articles, with this learner's viewed/completed/bookmarked marks. */
export async function articleLibrary(db: Database, viewer: Viewer) {
  return libraryItems(db, viewer, await repo.listArticles(db, viewer.team.id, { publishedOnly: true }));
}

/** articles/list: learners get published articles; creators and admins also drafts. */
export async function listArticlesFor(db: Database, viewer: Viewer) {
  return libraryItems(
    db,
    viewer,
    await repo.listArticles(db, viewer.team.id, { publishedOnly: !seesDrafts(viewer) }),
  );
}

/** articles/recent: what this learner opened last, newest first. */
export async function recentArticles(db: Database, viewer: Viewer, limit = 10) {
  const rows = await db
    .select({ article: articles })
    .from(progress)
    .innerJoin(articles, eq(articles.id, progress.itemId))
    .where(
      and(eq(progress.userId, viewer.user.id), eq(progress.scope, 'article'), eq(articles.published, true)),
    )
    .orderBy(desc(progress.updatedAt))
    .limit(limit);
  return libraryItems(
    db,
    viewer,
    rows.map((r) => r.article),
  );
}

export async function favoriteArticles(db: Database, viewer: Viewer) {
  const rows = await db
    .select({ article: articles })
    .from(favorites)
    .innerJoin(articles, eq(articles.id, favorites.itemId))
    .where(
      and(
        eq(favorites.userId, viewer.user.id),
        eq(favorites.itemKind, 'article'),
        eq(articles.published, true),
      ),
    )
    .orderBy(desc(favorites.createdAt));
  return libraryItems(
    db,
    viewer,
    rows.map((r) => r.article),
  );
}

async function visibleArticle(db: Database, viewer: Viewer, id: string) {
  const article = await repo.findArticle(db, { id, teamId: viewer.team.id });
  if (!article || (!article.published && !seesDrafts(viewer))) throw notFound();
  return article;
}

/** articles/{id}/bookmark: toggles the bookmark; answers the new state. */
export async function toggleBookmark(
  db: Database,
  viewer: Viewer,
  id: string,
): Promise<{ bookmarked: boolean }> {
  const article = await visibleArticle(db, viewer, id);
  const removed = await db
    .delete(favorites)
    .where(
      and(
        eq(favorites.userId, viewer.user.id),
        eq(favorites.itemKind, 'article'),
        eq(favorites.itemId, article.id),
      ),
    )
    .returning({ itemId: favorites.itemId });
  if (removed.length > 0) return { bookmarked: false };
  await db
    .insert(favorites)
    .values({ userId: viewer.user.id, teamId: viewer.team.id, itemKind: 'article', itemId: article.id });
  return { bookmarked: true };
}

/** The article to read, without answer keys, for this viewer. */
export async function articleForReader(db: Database, viewer: Viewer, id: string) {
  const article = await visibleArticle(db, viewer, id);
  const [item] = await libraryItems(db, viewer, [article]);
  if (!item) throw notFound();
  return { ...item, content: learnerContent(article.content), settings: article.settings };
}

/** articles/{id}/unauth: a published article its team allows to share, readable without signing in. */
export async function publicArticle(db: Database, id: string) {
  const article = await repo.findArticle(db, { id });
  if (!article?.published || !article.settings.allowSharing) throw notFound();
  return {
    name: article.name,
    readerType: article.readerType,
    image: article.image,
    content: learnerContent(article.content),
  };
}
