/** Property tests (fast-check) for the invariants of the progress engine. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDeckCompletion, type DeckCompletionEvent } from './deck.ts';
import { READER_TYPES, ruleFor } from './reader-types.ts';
import { type ReplayEvent, type ReplayOutline, replay } from './replay.ts';
import { applyChildCompletion } from './rollup.ts';
import type { ProgressRecord, RollupRecord } from './types.ts';

const RUNS = { numRuns: 200 };
const DECK_IDS = ['d1', 'd2', 'd3', 'd4', 'exam'];
const OUTLINE: ReplayOutline = {
  courses: [
    {
      courseId: 'c1',
      topics: [
        { topicId: 't1', decks: [{ deckId: 'd1' }, { deckId: 'd2' }] },
        { topicId: 't2', decks: [{ deckId: 'd3' }, { deckId: 'exam', finalExam: true }] },
      ],
    },
  ],
  programs: [{ programId: 'p1', courseIds: ['c1', 'c9'] }],
};

/** Any number, including the awkward ones a client may send. */
const anyNumber = fc.oneof(
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -1, 0, 100, 101),
);
const readerType = fc.oneof(
  fc.constantFrom(...READER_TYPES),
  fc.constantFrom(...READER_TYPES).map((t) => `${t}deck`),
  fc.constantFrom('unknown', 'html'),
);
const at = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2024-01-03T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());
const deckEvent: fc.Arbitrary<DeckCompletionEvent> = fc.record(
  {
    readerType,
    viewedPercentage: anyNumber,
    score: anyNumber,
    pointsDelta: anyNumber,
    coinsDelta: anyNumber,
    timeSpent: anyNumber,
    completed: fc.boolean(),
    at,
  },
  { requiredKeys: ['readerType', 'completed', 'at'] },
);
const replayEvent: fc.Arbitrary<ReplayEvent> = fc
  .tuple(deckEvent, fc.uuid(), fc.constantFrom(...DECK_IDS))
  .map(([event, uuid, deckId]) => ({ ...event, uuid, deckId }));

/** Distinct events: a uuid names one event (a duplicate delivery repeats the same event). */
const uniqueEvents = (maxLength: number) =>
  fc.uniqueArray(replayEvent, { selector: (e) => e.uuid.toLowerCase(), maxLength });

/** Every intermediate deck record of a sequence (unknown reader types leave the record as is). */
function deckHistory(events: DeckCompletionEvent[]): ProgressRecord[] {
  const records: ProgressRecord[] = [];
  let current: ProgressRecord | undefined;
  for (const event of events) {
    const result = applyDeckCompletion(current, event);
    if (result.ok) current = result.record;
    if (current) records.push(current);
  }
  return records;
}

function allRecords(result: ReturnType<typeof replay>): (ProgressRecord | RollupRecord)[] {
  return [result.decks, result.topics, result.courses, result.programs].flatMap((m) => Object.values(m));
}

describe('progress properties', () => {
  it('completion never reverts and completionDate never changes once set', () => {
    fc.assert(
      fc.property(fc.array(deckEvent, { maxLength: 30 }), (events) => {
        const records = deckHistory(events);
        records.forEach((record, i) => {
          const prev = records[i - 1];
          if (prev?.completion) {
            expect(record.completion).toBe(true);
            expect(record.completionDate).toBe(prev.completionDate);
          }
          expect(record.completion).toBe(record.completionDate !== null);
        });
      }),
      RUNS,
    );
  });

  it('viewedPercentage stays within 0..100 and never decreases on a deck', () => {
    fc.assert(
      fc.property(fc.array(deckEvent, { maxLength: 30 }), (events) => {
        const records = deckHistory(events);
        records.forEach((record, i) => {
          expect(record.viewedPercentage).toBeGreaterThanOrEqual(records[i - 1]?.viewedPercentage ?? 0);
          expect(record.viewedPercentage).toBeLessThanOrEqual(100);
        });
      }),
      RUNS,
    );
  });

  it('points and coins are never negative, and 0 for types that do not accumulate', () => {
    fc.assert(
      fc.property(fc.array(deckEvent, { maxLength: 30 }), (events) => {
        for (const event of events) {
          const result = applyDeckCompletion(undefined, event);
          if (!result.ok) continue;
          expect(result.record.points).toBeGreaterThanOrEqual(0);
          expect(result.record.coins).toBeGreaterThanOrEqual(0);
          if (!ruleFor(event.readerType)?.accumulatesPointsAndCoins) {
            expect(result.record).toMatchObject({ points: 0, coins: 0 });
          }
        }
      }),
      RUNS,
    );
  });

  it('rollups stay within 0..100 and a completed parent or child stays completed', () => {
    const step = fc.tuple(
      fc.constantFrom('a', 'b', 'c', 'x'),
      fc.boolean(),
      fc.subarray(['a', 'b', 'c']),
      at,
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 20 }), (steps) => {
        let record: RollupRecord | undefined;
        for (const [childId, done, tracked, when] of steps) {
          const before: RollupRecord | undefined = record;
          record = applyChildCompletion(before, childId, done, tracked, when);
          expect(record.viewedPercentage).toBeGreaterThanOrEqual(0);
          expect(record.viewedPercentage).toBeLessThanOrEqual(100);
          if (before?.completion) expect(record.completionDate).toBe(before.completionDate);
          for (const [id, wasDone] of Object.entries(before?.subStates ?? {})) {
            if (wasDone) expect(record.subStates[id]).toBe(true);
          }
        }
      }),
      RUNS,
    );
  });

  it('replaying the same events, or a batch delivered twice, gives the same records', () => {
    fc.assert(
      fc.property(uniqueEvents(25), (events) => {
        const once = replay(events, OUTLINE);
        expect(replay(events, OUTLINE)).toEqual(once);
        expect(replay([...events, ...events], OUTLINE)).toEqual(once);
        for (const record of allRecords(once)) {
          expect(record.viewedPercentage).toBeGreaterThanOrEqual(0);
          expect(record.viewedPercentage).toBeLessThanOrEqual(100);
        }
      }),
      RUNS,
    );
  });

  it('the order of (duplicate) deliveries does not matter', () => {
    const deliveries = fc
      .uniqueArray(replayEvent, { selector: (e) => e.uuid.toLowerCase(), minLength: 1, maxLength: 20 })
      .chain((events) =>
        fc.tuple(
          fc.constant(events),
          fc.array(fc.constantFrom(...events), { maxLength: 10 }),
          fc.array(fc.nat(), { minLength: 30, maxLength: 30 }),
        ),
      );
    fc.assert(
      fc.property(deliveries, ([events, duplicates, keys]) => {
        const delivered = [...events, ...duplicates]
          .map((event, i) => ({ event, key: keys[i] ?? i }))
          .sort((a, b) => a.key - b.key)
          .map(({ event }) => event);
        expect(replay(delivered, OUTLINE)).toEqual(replay(events, OUTLINE));
      }),
      RUNS,
    );
  });
});
