import { describe, expect, it } from 'vitest';
import { applyChildCompletion, applyFinalExam, completedPercentage, withLastPosition } from './rollup.ts';
import { normalizeRecord, normalizeRollupRecord, type RollupRecord } from './types.ts';

const AT = '2024-05-01T10:00:00.000Z';
const LATER = '2024-05-03T10:00:00.000Z';
const THREE = ['d1', 'd2', 'd3'];

function completeChildren(ids: string[], tracked: string[], start?: RollupRecord): RollupRecord {
  return ids.reduce<RollupRecord | undefined>(
    (r, id) => applyChildCompletion(r, id, true, tracked, AT),
    start,
  ) as RollupRecord;
}

describe('rollup (SPEC §4 "Deck finishing inside a course")', () => {
  it.each([
    [[], 0],
    [['d1'], 33],
    [['d1', 'd2'], 67],
    [['d1', 'd2', 'd3'], 100],
  ])('completed %j of 3 -> %s%%', (done, percent) => {
    const record = completeChildren(done, THREE, normalizeRollupRecord());
    expect(record.viewedPercentage).toBe(percent);
    expect(record.completion).toBe(percent === 100);
  });

  it('records an incomplete child without counting it', () => {
    const r = applyChildCompletion(undefined, 'd1', false, THREE, AT);
    expect(r.subStates).toEqual({ d1: false });
    expect(r.viewedPercentage).toBe(0);
  });

  it('keeps a child complete once it was (sticky subStates)', () => {
    const once = applyChildCompletion(undefined, 'd1', true, THREE, AT);
    const again = applyChildCompletion(once, 'd1', false, THREE, LATER);
    expect(again.subStates.d1).toBe(true);
    expect(again.viewedPercentage).toBe(33);
  });

  it('counts only tracked children, each once', () => {
    const r = completeChildren(['x', 'd1'], ['d1', 'd1', 'd2']);
    expect(r.subStates).toEqual({ x: true, d1: true });
    expect(r.viewedPercentage).toBe(50);
  });

  it('is 0 with no tracked children and never completes', () => {
    const r = applyChildCompletion(undefined, 'd1', true, [], AT);
    expect(r).toMatchObject({ viewedPercentage: 0, completion: false });
  });

  it('caps at 100 and completes once, keeping the first completionDate', () => {
    const done = completeChildren(THREE, THREE);
    expect(done).toMatchObject({ viewedPercentage: 100, completion: true, completionDate: AT });
    const again = applyChildCompletion(done, 'd3', true, THREE, LATER);
    expect(again).toMatchObject({ viewedPercentage: 100, completionDate: AT });
    expect(normalizeRollupRecord({ viewedPercentage: 250 }).viewedPercentage).toBe(100);
    expect(completedPercentage({ a: true, b: true }, ['a', 'b'])).toBe(100);
  });

  it('stays complete when the tracked list grows (percentage follows, completion is sticky)', () => {
    const done = completeChildren(['d1', 'd2'], ['d1', 'd2']);
    const grown = applyChildCompletion(done, 'd3', false, THREE, LATER);
    expect(grown).toMatchObject({ viewedPercentage: 67, completion: true, completionDate: AT });
  });

  it('treats ids like __proto__ as plain children', () => {
    const r = applyChildCompletion(undefined, '__proto__', true, ['__proto__', 'constructor'], AT);
    expect(Object.getPrototypeOf(r.subStates)).toBe(Object.prototype);
    expect(Object.keys(r.subStates)).toEqual(['__proto__']);
    expect(r.viewedPercentage).toBe(50);
  });

  it('rolls courses up into a program the same way', () => {
    const program = completeChildren(['c1'], ['c1', 'c2', 'c3']);
    expect(program.viewedPercentage).toBe(33);
  });
});

describe('final exam (SPEC §4)', () => {
  const exam = (completion: boolean, score: number) =>
    normalizeRecord({ completion, score, completionDate: completion ? LATER : null });

  it('completes the course when the exam deck is complete, whatever the percentage', () => {
    const course = applyChildCompletion(undefined, 't1', false, ['t1', 't2'], AT);
    const after = applyFinalExam(course, exam(true, 80));
    expect(after).toMatchObject({ completion: true, completionDate: LATER, score: 80, viewedPercentage: 0 });
  });

  it('keeps the course incomplete while the exam deck is', () => {
    expect(applyFinalExam(undefined, exam(false, 40))).toMatchObject({ completion: false, score: 40 });
  });

  it('keeps the best course score', () => {
    const course = normalizeRollupRecord({ score: 90 });
    expect(applyFinalExam(course, exam(true, 70)).score).toBe(90);
    expect(applyFinalExam(course, exam(true, 95), AT)).toMatchObject({ score: 95, completionDate: AT });
  });

  it('never reverts a completed course', () => {
    const course = normalizeRollupRecord({ completion: true, completionDate: AT });
    expect(applyFinalExam(course, exam(false, 10))).toMatchObject({ completion: true, completionDate: AT });
  });
});

describe('withLastPosition', () => {
  it('stores the topic and deck', () => {
    const r = withLastPosition(normalizeRollupRecord(), { topicId: 't1', deckId: 'd2' });
    expect(r.lastPosition).toEqual({ topicId: 't1', deckId: 'd2' });
  });
});
