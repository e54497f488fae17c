import { describe, expect, it } from 'vitest';
import { type AttemptState, emptyAttemptState, startAttempt, withHistoryEntry } from './attempt.ts';
import { normalizeLearnerState, normalizeRecord, normalizeRollupRecord } from './types.ts';

function busyState(): AttemptState {
  const record = normalizeRecord({ viewedPercentage: 50, points: 10 });
  const rollup = normalizeRollupRecord({ viewedPercentage: 50, subStates: { d1: true } });
  const history = [{ at: '2024-05-01T10:00:00.000Z', timeSpent: 30, deckId: 'd1' }];
  return {
    deck: 'd1',
    readerType: 'assessment',
    topic: 't1',
    course: 'c1',
    program: 'p1',
    article: 'a1',
    deckState: { currentState: record },
    topicState: { currentState: rollup },
    courseState: { currentState: rollup, history },
    programState: { currentState: rollup, history },
    learnerState: {
      currentState: normalizeLearnerState({ points: 500, sessions: 7, lastSessionDate: '2024-05-01' }),
      history: { day: '2024-05-01', timeSpent: 90, points: 15 },
    },
    articleState: { currentState: record, history },
  };
}

describe('startAttempt (SPEC §4 "Starting an article or course attempt resets all attempt state except learner state")', () => {
  it('starting an article keeps only the learner state', () => {
    const before = busyState();
    const after = startAttempt(before, { kind: 'article', article: 'a2', readerType: 'video' });
    expect(after).toEqual({
      ...emptyAttemptState(),
      article: 'a2',
      readerType: 'video',
      learnerState: before.learnerState,
    });
    expect(after.learnerState).toBe(before.learnerState);
  });

  it('starting a course attempt keeps only the learner state', () => {
    const before = busyState();
    const after = startAttempt(before, {
      kind: 'course',
      course: 'c2',
      topic: 't9',
      deck: 'd9',
      readerType: 'game',
    });
    expect(after).toEqual({
      ...emptyAttemptState(),
      course: 'c2',
      topic: 't9',
      deck: 'd9',
      readerType: 'game',
      learnerState: before.learnerState,
    });
  });

  it('does not change the state it was given', () => {
    const before = busyState();
    startAttempt(before, { kind: 'course', course: 'c2' });
    expect(before).toEqual(busyState());
  });

  it('has history on course, program, learner and article states only', () => {
    const empty = emptyAttemptState();
    expect(Object.keys(empty.deckState)).toEqual(['currentState']);
    expect(Object.keys(empty.topicState)).toEqual(['currentState']);
    for (const state of [empty.courseState, empty.programState, empty.learnerState, empty.articleState]) {
      expect(Object.keys(state)).toEqual(['currentState', 'history']);
    }
  });

  it('appends course history entries', () => {
    const entry = { at: '2024-05-02T10:00:00.000Z', timeSpent: 12 };
    expect(withHistoryEntry(busyState().courseState, entry).history).toHaveLength(2);
  });
});
