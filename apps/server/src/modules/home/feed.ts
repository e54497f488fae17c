import { LIMITS } from '@lp/shared/constants';
import type { HomeFeed, HomeItem } from '@lp/shared/home';
import type { LearnerLibrary } from '../content/catalog/learner-library';
import type { ViewRecord } from './repo';

/** How much a tag of something the learner completed counts, against one they only opened. */
export const RECOMMENDATION_WEIGHTS = { completed: 3, viewed: 1 } as const;

interface Entry {
  key: string;
  home: HomeItem;
  id: string;
  priority: number;
  updatedAt: string;
  createdAt: string;
  uniques: number;
  tagIds: string[];
}

const keyOf = (kind: HomeItem['kind'], id: string) => `${kind}:${id}`;

function entriesOf(library: LearnerLibrary): Entry[] {
  const entry = (home: HomeItem): Entry => ({
    key: keyOf(home.kind, home.item._id),
    home,
    id: home.item._id,
    priority: home.item.priority,
    updatedAt: home.item.updatedAt,
    createdAt: home.item.createdAt,
    uniques: home.item.uniques,
    tagIds: home.item.tags.map((t) => t._id),
  });
  return [
    ...library.courses.map((item) => entry({ kind: 'course', item })),
    ...library.programs.map((item) => entry({ kind: 'program', item })),
    ...library.articles.map((item) => entry({ kind: 'article', item })),
  ];
}

// ISO timestamps of toISOString() compare correctly as strings.
const desc = (a: string | number, b: string | number) => (a < b ? 1 : a > b ? -1 : 0);
const asc = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** SPEC §9 carousel order: priority, then most recently updated; the key keeps ties stable. */
const byPriority = (a: Entry, b: Entry) =>
  desc(a.priority, b.priority) || desc(a.updatedAt, b.updatedAt) || asc(a.key, b.key);
const byNewest = (a: Entry, b: Entry) => desc(a.createdAt, b.createdAt) || asc(a.key, b.key);

const top = (entries: Entry[]) => entries.slice(0, LIMITS.carouselMaxItems).map((e) => e.home);

/**
 * Recommended for you: each tag scores the weights of the learner's viewed (1) and completed (3)
 * items carrying it; an item scores the sum over its tags. Completed items are left out. Order:
 * score, then popularity (uniques), then id, so the same data always gives the same list.
 */
export function recommend(entries: Entry[], records: ViewRecord[]): HomeItem[] {
  const byKey = new Map(entries.map((e) => [e.key, e]));
  const tagWeight = new Map<string, number>();
  const completed = new Set<string>();
  for (const record of records) {
    const key = keyOf(record.kind, record.itemId);
    if (record.completed) completed.add(key);
    const weight = record.completed ? RECOMMENDATION_WEIGHTS.completed : RECOMMENDATION_WEIGHTS.viewed;
    for (const tagId of byKey.get(key)?.tagIds ?? [])
      tagWeight.set(tagId, (tagWeight.get(tagId) ?? 0) + weight);
  }
  const score = (e: Entry) => e.tagIds.reduce((sum, tagId) => sum + (tagWeight.get(tagId) ?? 0), 0);
  const scored = entries.filter((e) => !completed.has(e.key)).map((e) => ({ e, score: score(e) }));
  scored.sort(
    (a, b) =>
      desc(a.score, b.score) ||
      desc(a.e.uniques, b.e.uniques) ||
      asc(a.e.id, b.e.id) ||
      asc(a.e.key, b.e.key),
  );
  return top(scored.map((s) => s.e));
}

export interface FeedInput {
  library: LearnerLibrary;
  /** The learner's progress records, most recently updated first. */
  records: ViewRecord[];
  /** The tags listed for the learner's stage, in the team's order. */
  carouselTags: { _id: string; name: string }[];
}

/** The home feed, from what the learner may open and what they did. */
export function composeFeed({ library, records, carouselTags }: FeedInput): HomeFeed {
  const entries = entriesOf(library);
  const byKey = new Map(entries.map((e) => [e.key, e]));

  const recentlyViewed: Entry[] = [];
  for (const record of records) {
    if (record.kind === 'program') continue;
    const entry = byKey.get(keyOf(record.kind, record.itemId));
    if (entry) recentlyViewed.push(entry);
  }

  return {
    recentlyViewed: top(recentlyViewed),
    newlyAdded: top([...entries].sort(byNewest)),
    tagCarousels: carouselTags.map((tag) => ({
      tag,
      items: top(entries.filter((e) => e.tagIds.includes(tag._id)).sort(byPriority)),
    })),
    recommended: recommend(entries, records),
  };
}
