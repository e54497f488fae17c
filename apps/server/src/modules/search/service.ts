import { LIMITS } from '@lp/shared/constants';
import {
  SEARCH_RESULTS_MAX,
  type SearchResults,
  type SearchSuggestion,
  suggestsTags,
} from '@lp/shared/search';
import type { Db } from '../../db/client';
import type { ContentKind } from '../../db/schema';
import { withTypoTolerance } from '../../db/text-search';
import type { Viewer } from '../content/catalog/catalog.service';
import { type LearnerLibrary, learnerLibrary, pickInOrder } from '../content/catalog/learner-library';
import { suggestTags } from '../tags/service';
import * as repo from './repo';

/** Matches fetched before learner visibility is applied: some may be locked courses. */
const CANDIDATES = { names: 100, full: 500 } as const;

async function matchesAndTags(db: Db, viewer: Viewer, text: string, mode: repo.MatchMode) {
  const teamId = viewer.team.id;
  return withTypoTolerance(db, async (tx) => {
    const hits = await repo.findMatches(tx, teamId, text, mode, CANDIDATES[mode]);
    const tags = suggestsTags(text) ? await suggestTags(tx, teamId, text, LIMITS.searchSuggestionsMax) : [];
    return { hits, tags };
  });
}

type Card = LearnerLibrary[keyof LearnerLibrary][number];

function cardOf(library: LearnerLibrary, kind: ContentKind, id: string): Card | undefined {
  const list: readonly Card[] =
    kind === 'course' ? library.courses : kind === 'program' ? library.programs : library.articles;
  return list.find((item) => item._id === id);
}

/**
 * search/suggest: up to 7 name matches (typo-tolerant) among what the learner may open, best
 * match first, plus tag suggestions. `text` is already stripped and at least 3 characters.
 */
export async function suggest(db: Db, viewer: Viewer, text: string) {
  const { hits, tags } = await matchesAndTags(db, viewer, text, 'names');
  const library = await learnerLibrary(db, viewer);
  const suggestions: SearchSuggestion[] = [];
  const seen = new Set<string>();
  for (const hit of hits) {
    if (suggestions.length >= LIMITS.searchSuggestionsMax) break;
    const card = cardOf(library, hit.kind, hit.id);
    const key = `${hit.kind}:${hit.id}:${hit.deckName ?? ''}`;
    if (!card || seen.has(key)) continue;
    seen.add(key);
    suggestions.push({
      kind: hit.kind,
      _id: card._id,
      identifier: card.identifier,
      name: card.name,
      image: card.image,
      readerType: 'readerType' in card ? card.readerType : null,
      lesson: hit.deckName,
    });
  }
  return { text, suggestions, tags };
}

/** search?text=: every learner-visible match of each kind (name, description; typos allowed). */
export async function search(db: Db, viewer: Viewer, text: string): Promise<SearchResults> {
  const { hits, tags } = await matchesAndTags(db, viewer, text, 'full');
  const library = await learnerLibrary(db, viewer);
  const idsOf = (kind: ContentKind) => new Set(hits.filter((h) => h.kind === kind).map((h) => h.id));
  return {
    text,
    courses: pickInOrder(library.courses, idsOf('course')).slice(0, SEARCH_RESULTS_MAX),
    programs: pickInOrder(library.programs, idsOf('program')).slice(0, SEARCH_RESULTS_MAX),
    articles: pickInOrder(library.articles, idsOf('article')).slice(0, SEARCH_RESULTS_MAX),
    tags,
  };
}

/** searches/save: keeps the (stripped) term the learner submitted. */
export async function saveSearch(db: Db, viewer: Viewer, term: string) {
  const row = await repo.insertSearch(db, { teamId: viewer.team.id, userId: viewer.user.id, term });
  return { _id: row.id, term: row.term, createdAt: row.createdAt.toISOString() };
}
