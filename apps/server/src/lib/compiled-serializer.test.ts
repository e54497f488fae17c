import { DEFAULT_COURSE_SETTINGS, DEFAULT_DECK_SETTINGS } from '@lp/shared/content';
import { courseDetailSchema, courseLibrarySchema } from '@lp/shared/content/catalog';
import { homeFeedSchema } from '@lp/shared/home';
import { progressRecordSchema } from '@lp/shared/progress';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializerCompiler } from './compiled-serializer';

const compile = (schema: z.ZodType, check = false) =>
  compiledSerializerCompiler({ check })({ schema, method: 'GET', url: '/test', httpPart: 'body' });

/** What the Zod serializer writes: the parsed value (undeclared keys dropped), stringified. */
const zodJson = (schema: z.ZodType, data: unknown) => JSON.stringify(schema.parse(data));

const item = {
  _id: 'c1',
  id: 'c1',
  identifier: 'first-course',
  name: 'First "course" \u2028 \u{1F600}',
  description: 'Line\nbreak </script>',
  category: 'course',
  image: null,
  tags: [{ _id: 't1', name: 'Sales', color: 'undeclared' }],
  priority: 3,
  updatedAt: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-10-01T10:00:00.000Z',
  uniques: 12,
  languages: ['en', 'de'],
  owner: { team: 'Acme' },
  published: true,
};
// Keys in another order than the schema's, and keys the schema does not declare.
const course = {
  learner: { progress: { percentage: 42.5, state: 'inProgress' }, access: { at: null, state: 'open' } },
  settings: {
    ...DEFAULT_COURSE_SETTINGS,
    timing: { start: '2026-01-01T00:00:00.000Z', end: null },
    legacy: 1,
  },
  launched: true,
  kind: 'course',
  ...item,
  internalNote: 'not in the schema',
};

describe('compiledSerializerCompiler', () => {
  it('writes the same bytes as the Zod serializer for a library', () => {
    const library = {
      programs: [{ ...item, _id: 'p1', category: 'program', sequential: true, courseCount: 2 }],
      courses: [course, { ...course, _id: 'c2', image: 'https://x.test/a.png', tags: [] }],
    };
    expect(compile(courseLibrarySchema)(library)).toBe(zodJson(courseLibrarySchema, library));
  });

  it('writes the same bytes for a course with topics and decks', () => {
    const deck = {
      _id: 'd1',
      name: 'Deck',
      category: 'quiz',
      readerType: 'quiz',
      position: 0,
      topicId: 't1',
      settings: DEFAULT_DECK_SETTINGS,
    };
    const detail = { ...course, topics: [{ _id: 't1', name: 'Topic', position: 0, decks: [deck] }] };
    expect(compile(courseDetailSchema)(detail)).toBe(zodJson(courseDetailSchema, detail));
  });

  it('picks the branch of a discriminated union by its discriminator', () => {
    const article = { ...item, readerType: 'article', bookmarked: true, viewed: false, completed: false };
    const program = { ...item, sequential: false, courseCount: 0 };
    const feed = {
      recentlyViewed: [
        { kind: 'article', item: article },
        { kind: 'course', item: course },
      ],
      newlyAdded: [{ kind: 'program', item: program }],
      tagCarousels: [{ tag: { _id: 't1', name: 'Sales' }, items: [{ kind: 'article', item: article }] }],
      recommended: [],
    };
    const json = compile(homeFeedSchema)(feed);
    expect(json).toBe(zodJson(homeFeedSchema, feed));
    expect(JSON.parse(json).recentlyViewed[1].item.learner.access.state).toBe('open');
  });

  it('writes nullable objects, optional keys and records of objects', () => {
    const schema = z.object({
      course: progressRecordSchema.nullable(),
      decks: z.record(z.string(), progressRecordSchema),
    });
    const record = {
      viewedPercentage: 50,
      viewAttempts: 1,
      timeSpent: 30,
      score: 0,
      points: 10,
      coins: 0,
      completion: false,
      completionDate: null,
      lastPosition: { topicId: 't', deckId: 'd', extra: true },
    };
    for (const data of [
      { course: null, decks: {} },
      {
        course: record,
        decks: { d1: record, d2: { ...record, subStates: { a: true }, lastPosition: null } },
      },
    ]) {
      expect(compile(schema)(data)).toBe(zodJson(schema, data));
    }
  });

  it('checks the Zod schema and the equivalence outside production', () => {
    const schema = z.object({ state: z.enum(['open', 'locked']), n: z.number().int() });
    expect(compile(schema, true)({ state: 'open', n: 1 })).toBe('{"state":"open","n":1}');
    expect(() => compile(schema, true)({ state: 'gone', n: 1 })).toThrow();
    // fast-json-stringify alone would write what the schema forbids; the check refuses it.
    expect(compile(schema)({ state: 'gone', n: 1 })).toBe('{"state":"gone","n":1}');
  });
});
