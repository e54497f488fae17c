import type { BuilderCourse, BuilderDeck, DashboardItem } from '@lp/shared/builder';
import { DEFAULT_COURSE_SETTINGS, DEFAULT_DECK_SETTINGS } from '@lp/shared/content';
import { id } from '../../../test/catalog-factories.ts';

const AT = '2027-01-01T00:00:00.000Z';

/** The first render loads the lazy builder layout and screen: on a busy machine that takes a while. */
export const FIRST_RENDER = { timeout: 12_000 };

export { signInBuilder } from '../../../test/factories.ts';

export function makeDashboardItem(n: number, overrides: Partial<DashboardItem> = {}): DashboardItem {
  return {
    _id: id(n),
    kind: 'course',
    identifier: `item${n}`,
    name: `Item ${n}`,
    image: null,
    readerType: null,
    status: 'draft',
    ownerId: 'user-1',
    createdAt: AT,
    updatedAt: AT,
    counts: { topics: 1, decks: 2, courses: 0, learners: 3 },
    ...overrides,
  };
}

export function makeDeck(
  n: number,
  courseId: string,
  topicId: string,
  overrides: Partial<BuilderDeck> = {},
): BuilderDeck {
  return {
    _id: id(n),
    courseId,
    topicId,
    name: `Deck ${n}`,
    category: 'article',
    readerType: 'article',
    position: 0,
    settings: { ...DEFAULT_DECK_SETTINGS },
    content: { html: '<p>Hello</p>' },
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function makeBuilderCourse(overrides: Partial<BuilderCourse> = {}): BuilderCourse {
  const courseId = overrides._id ?? id(1);
  return {
    _id: courseId,
    id: courseId,
    identifier: 'safety101',
    name: 'Safety basics',
    description: '',
    category: 'course',
    image: null,
    tags: [],
    priority: 0,
    updatedAt: AT,
    createdAt: AT,
    uniques: 0,
    languages: [],
    owner: { team: 'demo' },
    published: false,
    ownerId: 'user-1',
    kind: 'course',
    settings: { ...DEFAULT_COURSE_SETTINGS },
    launched: false,
    launchedAt: null,
    version: 1,
    editing: { contentLocked: false, structureLocked: false, scoredDecksLocked: false, message: null },
    topics: [
      {
        _id: id(100),
        courseId,
        name: 'Introduction',
        position: 0,
        decks: [makeDeck(11, courseId, id(100), { name: 'Welcome' })],
      },
    ],
    ...overrides,
  };
}
