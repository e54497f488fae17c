import { describe, expect, it } from 'vitest';
import { applyDeckCompletion } from './deck.ts';
import { AT, type DeckRow, DONE, LATER, run } from './deck-test-helpers.ts';
import { normalizeRecord } from './types.ts';

const DELTA_TYPES = [
  'badge',
  'medal',
  'certificate',
  'offer',
  'challenge',
  'flashcards',
  'calculator',
  'leaderboard',
];

describe('applyDeckCompletion (SPEC §4 "Deck completion per reader type")', () => {
  it.each<DeckRow>([
    // simple types
    [
      'simple: completed -> 100',
      undefined,
      { timeSpent: 30 },
      { viewedPercentage: 100, viewAttempts: 1, timeSpent: 30, ...DONE },
    ],
    [
      'simple: not completed -> 0',
      undefined,
      { completed: false, viewedPercentage: 70 },
      { viewedPercentage: 0, viewAttempts: 1, completion: false, completionDate: null },
    ],
    [
      'simple: no score, points or coins',
      undefined,
      { readerType: 'gallery', score: 90, pointsDelta: 5, coinsDelta: 5 },
      { score: 0, points: 0, coins: 0 },
    ],
    ['simple: faq', undefined, { readerType: 'faq' }, { viewedPercentage: 100, ...DONE }],
    [
      'simple: checklist deck suffix',
      undefined,
      { readerType: 'checklistdeck' },
      { viewedPercentage: 100, ...DONE },
    ],
    [
      'simple: articledeck',
      undefined,
      { readerType: 'articledeck', completed: false },
      { viewedPercentage: 0 },
    ],
    ['simple: extra type htmldeck', undefined, { readerType: 'htmldeck' }, { viewedPercentage: 100 }],
    [
      'simple: never lowers a previous 100',
      { viewedPercentage: 100, viewAttempts: 1, ...DONE },
      { completed: false, at: LATER },
      { viewedPercentage: 100, viewAttempts: 2, ...DONE },
    ],
    [
      'simple: attempts and time add up',
      { viewAttempts: 3, timeSpent: 100 },
      { completed: false, timeSpent: 20 },
      { viewAttempts: 4, timeSpent: 120 },
    ],
    // delta exceptions
    [
      'badge: accumulates pointsDelta and coinsDelta',
      { points: 10, coins: 2 },
      { readerType: 'badge', pointsDelta: 5, coinsDelta: 3 },
      { points: 15, coins: 5, viewedPercentage: 100 },
    ],
    [
      'badge: missing deltas add 0',
      { points: 10, coins: 2 },
      { readerType: 'badge' },
      { points: 10, coins: 2 },
    ],
    ['badgedeck: accumulates too', { points: 1 }, { readerType: 'badgedeck', pointsDelta: 2 }, { points: 3 }],
    [
      'delta: negative delta never takes away',
      { points: 10, coins: 2 },
      { readerType: 'offer', pointsDelta: -50, coinsDelta: -1 },
      { points: 10, coins: 2 },
    ],
    // reward
    [
      'reward: points and coins stay 0',
      undefined,
      { readerType: 'reward', pointsDelta: 50, coinsDelta: 9 },
      { points: 0, coins: 0, viewedPercentage: 100 },
    ],
    [
      'reward: held at 0 even from a bad previous record',
      { points: 7, coins: 7 },
      { readerType: 'reward', pointsDelta: 5 },
      { points: 0, coins: 0 },
    ],
    // completion is sticky, completionDate set once
    [
      'completion sticky',
      { ...DONE, viewedPercentage: 100 },
      { readerType: 'video', completed: false, at: LATER },
      { ...DONE },
    ],
    [
      'completionDate kept at first completion',
      { ...DONE },
      { completed: true, at: LATER },
      { completionDate: AT },
    ],
    [
      'missing and non-finite numbers are 0',
      undefined,
      {
        readerType: 'game',
        viewedPercentage: Number.NaN,
        score: Number.POSITIVE_INFINITY,
        timeSpent: -5,
        completed: false,
      },
      { viewedPercentage: 0, score: 0, timeSpent: 0, viewAttempts: 1 },
    ],
  ])('%s', (_name, previous, event, expected) => {
    expect(run(previous, event)).toMatchObject(expected);
  });

  it.each(DELTA_TYPES)('%s accumulates pointsDelta and coinsDelta over completions', (readerType) => {
    const first = run(undefined, { readerType, pointsDelta: 10, coinsDelta: 1 });
    const second = run(first, { readerType, pointsDelta: 15, coinsDelta: 2, at: LATER });
    expect(second).toMatchObject({ points: 25, coins: 3, viewAttempts: 2, viewedPercentage: 100, ...DONE });
  });

  it.each(['unknown', 'html', 'deck', 'Video', '__proto__', ''])(
    'reader type %j gives UNKNOWN_READER_TYPE',
    (readerType) => {
      expect(applyDeckCompletion(undefined, { readerType, completed: true, at: AT })).toEqual({
        ok: false,
        error: 'UNKNOWN_READER_TYPE',
      });
    },
  );

  it('does not change the previous record', () => {
    const previous = normalizeRecord({ points: 1 });
    const copy = { ...previous };
    run(previous, { readerType: 'badge', pointsDelta: 5 });
    expect(previous).toEqual(copy);
  });
});
