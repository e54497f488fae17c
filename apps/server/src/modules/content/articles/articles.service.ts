import { learnerContent } from '@lp/shared/formats/learner-content';
import { can } from '@lp/shared/permissions';
import type { Db } from '../../../db/client';
import type { ArticleRow } from '../../../db/schema';
import { notFound } from '../../../lib/http-errors';
import { toUserResponse } from '../../users/service';
import * as repo from '../catalog/catalog.repo';
import type { Viewer } from '../catalog/catalog.service';
import { addFavorite, favoriteIdsAmong, removeFavorite } from '../catalog/favorites.repo';
import { presentArticle } from '../catalog/presenters';
import { bookmarkedArticles, recentlyReadArticles } from './articles.repo';

const seesDrafts = (viewer: Viewer) => can(toUserResponse(viewer.user, viewer.team), 'builder.view');

async function libraryItems(db: Db, viewer: Viewer, rows: ArticleRow[]) {
  const ids = rows.map((a) => a.id);
  const [tagMap, records, marked] = await Promise.all([
    repo.tagsOf(db, 'article', ids),
    repo.progressOf(db, viewer.user.id, 'article', ids),
    favoriteIdsAmong(db, viewer.user.id, 'article', ids),
  ]);
  return rows.map((row) => ({
    ...presentArticle(row, viewer.team.name, tagMap.get(row.id) ?? []),
    bookmarked: marked.has(row.id),
    viewed: records.has(row.id),
    completed: records.get(row.id)?.completion === true,
  }));
}

/** articles/articleLibrary: published articles, with this learner's viewed/completed/bookmarked marks. */
export async function articleLibrary(db: Db, viewer: Viewer) {
  return libraryItems(db, viewer, await repo.listArticles(db, viewer.team.id, { publishedOnly: true }));
}

/** articles/list: learners get published articles; creators and admins also drafts. */
export async function listArticlesFor(db: Db, viewer: Viewer) {
  return libraryItems(
    db,
    viewer,
    await repo.listArticles(db, viewer.team.id, { publishedOnly: !seesDrafts(viewer) }),
  );
}

/** articles/recent: what this learner opened last, newest first. */
export async function recentArticles(db: Db, viewer: Viewer, limit = 10) {
  return libraryItems(db, viewer, await recentlyReadArticles(db, viewer.user.id, limit));
}

export async function favoriteArticles(db: Db, viewer: Viewer) {
  return libraryItems(db, viewer, await bookmarkedArticles(db, viewer.user.id));
}

async function visibleArticle(db: Db, viewer: Viewer, id: string) {
  const article = await repo.findArticle(db, { id, teamId: viewer.team.id });
  if (!article || (!article.published && !seesDrafts(viewer))) throw notFound();
  return article;
}

/** articles/{id}/bookmark: toggles the bookmark; answers the new state. */
export async function toggleBookmark(db: Db, viewer: Viewer, id: string): Promise<{ bookmarked: boolean }> {
  const article = await visibleArticle(db, viewer, id);
  const owner = { teamId: viewer.team.id, userId: viewer.user.id };
  if (await removeFavorite(db, owner, 'article', article.id)) return { bookmarked: false };
  await addFavorite(db, owner, 'article', article.id);
  return { bookmarked: true };
}

/** The article to read, without answer keys, for this viewer. */
export async function articleForReader(db: Db, viewer: Viewer, id: string) {
  const article = await visibleArticle(db, viewer, id);
  const [item] = await libraryItems(db, viewer, [article]);
  if (!item) throw notFound();
  return { ...item, content: learnerContent(article.content), settings: article.settings };
}

/** articles/{id}/unauth: a published article its team allows to share, readable without signing in. */
export async function publicArticle(db: Db, id: string) {
  const article = await repo.findArticle(db, { id });
  if (!article?.published || !article.settings.allowSharing) throw notFound();
  return {
    name: article.name,
    readerType: article.readerType,
    image: article.image,
    content: learnerContent(article.content),
  };
}
