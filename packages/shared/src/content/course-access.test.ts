import { describe, expect, it } from 'vitest';
import { courseAccess, courseAccessChangesAt, courseProgressState } from './course-access.ts';
import { DEFAULT_COURSE_SETTINGS } from './index.ts';

const now = new Date('2026-11-21T10:00:00Z');
const base = {
  published: true,
  settings: DEFAULT_COURSE_SETTINGS,
  enrolledAt: new Date('2026-11-01T09:00:00Z'),
  prerequisitesComplete: true,
  now,
};

describe('course access (SPEC §4)', () => {
  it('opens a published course to an enrolled learner', () => {
    expect(courseAccess(base)).toEqual({ state: 'open', at: null });
  });

  it('is inactive when unpublished, before anything else', () => {
    expect(courseAccess({ ...base, published: false, enrolledAt: null }).state).toBe('inactive');
  });

  it('is locked for a learner who is not enrolled, unless public or open to the team', () => {
    const closed = { ...DEFAULT_COURSE_SETTINGS, teamSelfEnrolment: false };
    expect(courseAccess({ ...base, enrolledAt: null, settings: closed }).state).toBe('locked');
    expect(courseAccess({ ...base, enrolledAt: null, settings: { ...closed, isPublic: true } }).state).toBe(
      'open',
    );
    expect(courseAccess({ ...base, enrolledAt: null }).state).toBe('open');
  });

  it('is not yet started before its start and ended after its end, with the time', () => {
    const future = { ...DEFAULT_COURSE_SETTINGS, timing: { start: '2026-12-01T08:00:00.000Z', end: null } };
    expect(courseAccess({ ...base, settings: future })).toEqual({
      state: 'notStarted',
      at: '2026-12-01T08:00:00.000Z',
    });
    const past = { ...DEFAULT_COURSE_SETTINGS, timing: { start: null, end: '2026-11-20T18:00:00.000Z' } };
    expect(courseAccess({ ...base, settings: past })).toEqual({
      state: 'ended',
      at: '2026-11-20T18:00:00.000Z',
    });
  });

  it('opens a vintage course N days after enrolment', () => {
    const vintage = { ...DEFAULT_COURSE_SETTINGS, vintageDays: 30 };
    expect(courseAccess({ ...base, settings: vintage })).toEqual({
      state: 'vintageLocked',
      at: '2026-12-01T09:00:00.000Z',
    });
    expect(courseAccess({ ...base, settings: { ...vintage, vintageDays: 20 } }).state).toBe('open');
  });

  it('waits for prerequisites', () => {
    expect(courseAccess({ ...base, prerequisitesComplete: false }).state).toBe('prerequisiteLocked');
  });

  it('says when the answer may next change: a date ahead, the end of a vintage delay, or never', () => {
    expect(courseAccessChangesAt(base)).toBeNull();
    const timed = {
      ...DEFAULT_COURSE_SETTINGS,
      timing: { start: '2026-12-01T08:00:00.000Z', end: '2026-12-24T18:00:00.000Z' },
    };
    expect(courseAccessChangesAt({ ...base, settings: timed })?.toISOString()).toBe(
      '2026-12-01T08:00:00.000Z',
    );
    const running = { ...timed, timing: { ...timed.timing, start: '2026-11-01T08:00:00.000Z' } };
    expect(courseAccessChangesAt({ ...base, settings: running })?.toISOString()).toBe(
      '2026-12-24T18:00:00.000Z',
    );
    const over = { ...running, timing: { ...running.timing, end: '2026-11-20T18:00:00.000Z' } };
    expect(courseAccessChangesAt({ ...base, settings: over })).toBeNull();
    const vintage = { ...DEFAULT_COURSE_SETTINGS, vintageDays: 30 };
    expect(courseAccessChangesAt({ ...base, settings: vintage })?.toISOString()).toBe(
      '2026-12-01T09:00:00.000Z',
    );
    const closed = { ...timed, teamSelfEnrolment: false };
    expect(courseAccessChangesAt({ ...base, enrolledAt: null, settings: closed })).toBeNull();
    expect(courseAccessChangesAt({ ...base, published: false, settings: timed })).toBeNull();
  });

  it('gives the same answer up to that instant and a different one at it', () => {
    const settings = { ...DEFAULT_COURSE_SETTINGS, timing: { start: '2026-12-01T08:00:00.000Z', end: null } };
    const at = courseAccessChangesAt({ ...base, settings }) as Date;
    const before = new Date(at.getTime() - 1);
    expect(courseAccess({ ...base, settings, now: before }).state).toBe('notStarted');
    expect(courseAccess({ ...base, settings, now: at }).state).toBe('open');
  });

  it('names the progress state', () => {
    expect(courseProgressState(null)).toBe('notStarted');
    expect(courseProgressState({ viewedPercentage: 0, completion: false })).toBe('notStarted');
    expect(courseProgressState({ viewedPercentage: 40, completion: false })).toBe('inProgress');
    expect(courseProgressState({ viewedPercentage: 100, completion: true })).toBe('complete');
  });
});
