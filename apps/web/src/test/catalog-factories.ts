import { DEFAULT_COURSE_SETTINGS, DEFAULT_DECK_SETTINGS } from '@lp/shared/content';
import type { ArticleCard, CourseCard, CourseDetail } from '@lp/shared/content/catalog';
import type { SubmitQueueResponse } from '@lp/shared/progress';
import type { ArticleLibraryItem, ProgressRecordData } from '../features/content/index.ts';

/** Stable uuids for tests: `id(1)` -> 00000000-0000-4000-8000-000000000001. */
export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const item = (n: number, name: string) => ({
  _id: id(n),
  id: id(n),
  identifier: `item${n}`,
  name,
  description: `About ${name}`,
  category: 'course',
  image: null,
  tags: [],
  priority: 0,
  updatedAt: '2027-01-01T00:00:00.000Z',
  createdAt: '2027-01-01T00:00:00.000Z',
  uniques: 0,
  languages: [],
  owner: { team: 'demo' },
  published: true,
});

export function makeCourseCard(
  n: number,
  name: string,
  learner?: Partial<CourseCard['learner']>,
): CourseCard {
  return {
    ...item(n, name),
    kind: 'course',
    launched: true,
    settings: { ...DEFAULT_COURSE_SETTINGS },
    learner: {
      access: { state: 'open', at: null },
      progress: { state: 'notStarted', percentage: 0 },
      ...learner,
    },
  };
}

export interface DeckSpec {
  n: number;
  name: string;
  readerType?: string;
  settings?: Partial<typeof DEFAULT_DECK_SETTINGS>;
}

/** A course (id(n)) with topics of decks; topic t gets id(n * 100 + t). */
export function makeCourseDetail(
  n: number,
  name: string,
  topics: DeckSpec[][],
  options: { sequential?: boolean } = {},
): CourseDetail {
  const card = makeCourseCard(n, name);
  return {
    ...card,
    settings: { ...card.settings, sequential: options.sequential ?? false },
    topics: topics.map((decks, t) => ({
      _id: id(n * 100 + t),
      name: `Topic ${t + 1}`,
      position: t,
      decks: decks.map((deck, position) => ({
        _id: id(deck.n),
        name: deck.name,
        category: deck.readerType ?? 'article',
        readerType: deck.readerType ?? 'article',
        position,
        topicId: id(n * 100 + t),
        settings: { ...DEFAULT_DECK_SETTINGS, ...deck.settings },
      })),
    })),
  };
}

export function makeRecord(overrides: Partial<ProgressRecordData> = {}): ProgressRecordData {
  return {
    viewedPercentage: 0,
    viewAttempts: 0,
    timeSpent: 0,
    score: 0,
    points: 0,
    coins: 0,
    completion: false,
    completionDate: null,
    ...overrides,
  };
}

export function makeArticle(
  n: number,
  name: string,
  overrides: Partial<ArticleLibraryItem> = {},
): ArticleLibraryItem {
  const card: ArticleCard = { ...item(n, name), category: 'article', readerType: 'article' };
  return { ...card, bookmarked: false, viewed: false, completed: false, ...overrides };
}

export function makeQueueResponse(
  states: Partial<SubmitQueueResponse['states']> = {},
  overrides: Partial<SubmitQueueResponse> = {},
): SubmitQueueResponse {
  return {
    accepted: 1,
    duplicates: 0,
    rejected: [],
    states: { decks: {}, topics: {}, courses: {}, programs: {}, articles: {}, learner: null, ...states },
    ...overrides,
  };
}
