import { describe, expect, it } from 'vitest';
import { addDayActivity, applySessionStart, type LearnerDay, toIsoDay } from './session.ts';
import { type LearnerState, normalizeLearnerState } from './types.ts';

const learner = (lastSessionDate: string | null, sessions = 4): LearnerState =>
  normalizeLearnerState({ timeSpent: 100, points: 50, sessions, lastSessionDate });
const activity: LearnerDay = { day: '2024-05-02', timeSpent: 300, points: 20 };

describe('applySessionStart (SPEC §4 "Session")', () => {
  it.each<[string, string | null, string | undefined, string, boolean, number]>([
    ['first session ever', null, undefined, '2024-05-02', true, 5],
    ['next day', '2024-05-01', undefined, '2024-05-02', true, 5],
    ['same day', '2024-05-02', undefined, '2024-05-02', false, 4],
    ['a week later', '2024-04-25', undefined, '2024-05-02', true, 5],
    ['month rollover', '2024-04-30', undefined, '2024-05-01', true, 5],
    ['year rollover', '2024-12-31', undefined, '2025-01-01', true, 5],
    ['clock moved back', '2024-05-03', undefined, '2024-05-02', false, 4],
    ['stored as a date-time', '2024-05-01T23:00:00.000Z', undefined, '2024-05-02', true, 5],
    ['unreadable stored day', 'yesterday', undefined, '2024-05-02', true, 5],
    ['local storage day wins for the event', '2024-05-01', '2024-05-02', '2024-05-02', false, 5],
    ['local storage says earlier', '2024-05-02', '2024-05-01', '2024-05-02', true, 4],
  ])('%s', (_name, last, storedDay, today, started, sessions) => {
    const result = applySessionStart(learner(last), today, storedDay, activity);
    expect(result.sessionStarted).toBe(started);
    expect(result.learner.sessions).toBe(sessions);
    expect(result.learner.lastSessionDate).toBe(sessions === 5 ? today : last);
    expect(result.learner).toMatchObject({ timeSpent: 100, points: 50 });
  });

  it('resets the day history on a new day', () => {
    const result = applySessionStart(learner('2024-05-01'), '2024-05-02', undefined, activity);
    expect(result.history).toEqual({ day: '2024-05-02', timeSpent: 0, points: 0 });
  });

  it('replaces the day history with the given activity on the same day', () => {
    const result = applySessionStart(learner('2024-05-02'), '2024-05-02', undefined, activity);
    expect(result.history).toEqual(activity);
    expect(applySessionStart(learner('2024-05-02'), '2024-05-02').history).toEqual({
      day: '2024-05-02',
      timeSpent: 0,
      points: 0,
    });
  });

  it('counts one session per day however often it starts', () => {
    let state = learner(null, 0);
    for (const day of ['2024-05-01', '2024-05-01', '2024-05-02', '2024-05-02', '2024-05-05']) {
      state = applySessionStart(state, day).learner;
    }
    expect(state).toMatchObject({ sessions: 3, lastSessionDate: '2024-05-05' });
  });

  it.each(['2024-5-2', '2024-05-02T00:00:00Z', '', 'today'])('rejects today=%j', (today) => {
    expect(() => applySessionStart(learner(null), today)).toThrow(RangeError);
  });

  it('reads the day of a date or date-time', () => {
    expect(toIsoDay('2024-05-02')).toBe('2024-05-02');
    expect(toIsoDay('2024-05-02T10:00:00Z')).toBe('2024-05-02');
    expect(toIsoDay('2024-05-02x')).toBeUndefined();
    expect(toIsoDay(null)).toBeUndefined();
  });
});

describe('addDayActivity', () => {
  it('adds to the same day', () => {
    expect(addDayActivity(activity, '2024-05-02', { timeSpent: 60, points: 5 })).toEqual({
      day: '2024-05-02',
      timeSpent: 360,
      points: 25,
    });
  });

  it('starts a fresh day when the day rolled over', () => {
    expect(addDayActivity(activity, '2024-05-03', { timeSpent: 60 })).toEqual({
      day: '2024-05-03',
      timeSpent: 60,
      points: 0,
    });
  });
});
