import { describe, expect, it } from 'vitest';
import { TRACKER_BATCH_MAX, TRACKER_EVENTS } from './event-names.ts';
import { trackerBatchSchema, trackerEntrySchema } from './events.ts';

const entry = (overrides: Record<string, unknown> = {}) => ({
  uuid: '0b6ed1a8-5d3c-4c64-9a35-2f1e7d6b1c11',
  name: 'DECK_COMPLETED',
  payload: { deck: 'd1' },
  time: '2024-05-01T10:00:00.000Z',
  ...overrides,
});

describe('tracker events (SPEC §3 "Tracker queue")', () => {
  it('names the ten SPEC events', () => {
    expect(TRACKER_EVENTS).toEqual([
      'LOGIN',
      'LOGOUT',
      'SESSION_STARTED',
      'DECK_STARTED',
      'ARTICLE_STARTED',
      'DECK_COMPLETED',
      'COURSE_COMPLETED',
      'DECK_ABANDONED',
      'QUESTION_RESPONSE',
      'PUSH_STATE',
    ]);
  });

  it.each<[string, Record<string, unknown>, boolean]>([
    ['a valid entry', {}, true],
    ['an empty payload', { name: 'LOGIN', payload: {} }, true],
    ['a time with offset', { time: '2024-05-01T12:00:00+02:00' }, true],
    ['a bad uuid', { uuid: 'not-a-uuid' }, false],
    ['an unknown name', { name: 'DECK_EXPLODED' }, false],
    ['a bad time', { time: '2024-05-01' }, false],
    ['a non-object payload', { payload: 'x' }, false],
  ])('entry with %s: %s', (_name, overrides, valid) => {
    expect(trackerEntrySchema.safeParse(entry(overrides)).success).toBe(valid);
  });

  it.each([
    [0, false],
    [1, true],
    [TRACKER_BATCH_MAX, true],
    [TRACKER_BATCH_MAX + 1, false],
  ])('a batch of %s entries valid=%s', (size, valid) => {
    const trackers = Array.from({ length: size }, () => entry());
    expect(trackerBatchSchema.safeParse({ trackers }).success).toBe(valid);
  });
});
