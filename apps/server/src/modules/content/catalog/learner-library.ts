import type { Favorites } from '@lp/shared/content/favorites';
import type { Db } from '../../../db/client';
import { cachedLibrary, type Viewer } from './catalog.service';

export type CourseCardItem = Favorites['courses'][number];
export type ProgramCardItem = Favorites['programs'][number];
export type ArticleCardItem = Favorites['articles'][number];

/**
 * Everything a learner may open, as cards: the course library (published programs; published
 * courses that are not locked for this learner, with the library's own kind rules) and the
 * published articles with the learner's marks. Each list is by priority, then most recently
 * updated (SPEC §9). Search, tag pages, favorites and the home feed all pick from this, so they
 * show exactly what the library shows.
 */
export interface LearnerLibrary {
  courses: CourseCardItem[];
  programs: ProgramCardItem[];
  articles: ArticleCardItem[];
}

/** One statement of the learner's rows on top of the team's cached content (see team-content.ts). */
export async function learnerLibrary(db: Db, viewer: Viewer): Promise<LearnerLibrary> {
  const { courses, programs, articles } = await cachedLibrary(db, viewer, true);
  return { courses, programs, articles };
}

/**
 * The library and every tag of the team (the home feed picks its carousels' tags from them), and
 * when a card's access may next change without a write (Date.now(), or null).
 */
export async function learnerLibraryAndTags(db: Db, viewer: Viewer) {
  const { courses, programs, articles, teamTags, until } = await cachedLibrary(db, viewer, true);
  return { library: { courses, programs, articles } as LearnerLibrary, teamTags, until };
}

/** The items whose ids are given, in the order of `ids`; ids not in `items` are skipped. */
export function pickInOrder<T extends { _id: string }>(items: readonly T[], ids: Iterable<string>): T[] {
  const byId = new Map(items.map((item) => [item._id, item]));
  const picked: T[] = [];
  for (const id of ids) {
    const item = byId.get(id);
    if (item) picked.push(item);
  }
  return picked;
}

/** The items whose ids are in the set, keeping the items' own order. */
export const keepOnly = <T extends { _id: string }>(items: readonly T[], ids: ReadonlySet<string>): T[] =>
  items.filter((item) => ids.has(item._id));
