import type { FavoriteKind, Favorites } from '@lp/shared/content/favorites';
import { can } from '@lp/shared/permissions';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/http-errors';
import { toUserResponse } from '../../users/service';
import { toggleBookmark } from '../articles/articles.service';
import { findProgram } from './catalog.repo';
import { type Viewer, visibleCourse } from './catalog.service';
import * as repo from './favorites.repo';
import { learnerLibrary, pickInOrder } from './learner-library';

const ownerOf = (viewer: Viewer) => ({ teamId: viewer.team.id, userId: viewer.user.id });

/** The course or program this viewer may see (their team's; published, or they build content). */
async function assertVisible(db: Db, viewer: Viewer, kind: 'course' | 'program', id: string) {
  if (kind === 'course') {
    await visibleCourse(db, viewer, id);
    return;
  }
  const program = await findProgram(db, viewer.team.id, id);
  const builds = can(toUserResponse(viewer.user, viewer.team), 'builder.view');
  if (!program || (!program.published && !builds)) throw notFound();
}

/**
 * favorites/{kind}/{id}/toggle: marks or unmarks any card. Articles go through the article
 * bookmark (the same mark as articles/{id}/bookmark). Unmarking always works; marking needs an
 * item the viewer may see (another team's is not found).
 */
export async function toggleFavorite(
  db: Db,
  viewer: Viewer,
  kind: FavoriteKind,
  id: string,
): Promise<{ favorite: boolean }> {
  if (kind === 'article') return { favorite: (await toggleBookmark(db, viewer, id)).bookmarked };
  if (await repo.removeFavorite(db, ownerOf(viewer), kind, id)) return { favorite: false };
  await assertVisible(db, viewer, kind, id);
  await repo.addFavorite(db, ownerOf(viewer), kind, id);
  return { favorite: true };
}

/** favorites: the learner's marked cards they may still open, most recently marked first. */
export async function listFavoritesFor(db: Db, viewer: Viewer): Promise<Favorites> {
  const [rows, library] = await Promise.all([
    repo.listFavorites(db, ownerOf(viewer)),
    learnerLibrary(db, viewer),
  ]);
  const idsOf = (kind: FavoriteKind) => rows.filter((r) => r.kind === kind).map((r) => r.id);
  return {
    courses: pickInOrder(library.courses, idsOf('course')),
    programs: pickInOrder(library.programs, idsOf('program')),
    articles: pickInOrder(library.articles, idsOf('article')),
  };
}
