import { describe, expect, it } from 'vitest';
import { canonicalEventOrder, type ReplayEvent, type ReplayOutline, replay } from './replay.ts';

const OUTLINE: ReplayOutline = {
  courses: [
    {
      courseId: 'c1',
      topics: [
        { topicId: 't1', decks: [{ deckId: 'd1' }, { deckId: 'd2' }] },
        { topicId: 't2', decks: [{ deckId: 'exam', finalExam: true }] },
        { topicId: 'empty', decks: [] },
      ],
    },
  ],
  programs: [{ programId: 'p1', courseIds: ['c1', 'c2'] }],
};

let next = 0;
function event(
  deckId: string,
  readerType: string,
  day: number,
  extra: Partial<ReplayEvent> = {},
): ReplayEvent {
  next += 1;
  return {
    uuid: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    deckId,
    readerType,
    completed: true,
    at: `2024-05-${String(day).padStart(2, '0')}T10:00:00.000Z`,
    timeSpent: 10,
    ...extra,
  };
}

describe('replay', () => {
  it('rolls decks into topics, topics into the course, the course into its program', () => {
    const result = replay(
      [event('d1', 'article', 1), event('d2', 'videodeck', 2, { viewedPercentage: 100 })],
      OUTLINE,
    );
    expect(result.decks.d1).toMatchObject({ completion: true, viewedPercentage: 100 });
    expect(result.topics.t1).toMatchObject({
      completion: true,
      completionDate: '2024-05-02T10:00:00.000Z',
      viewedPercentage: 100,
      subStates: { d1: true, d2: true },
      lastPosition: { topicId: 't1', deckId: 'd2' },
      timeSpent: 20,
    });
    // the empty topic is not tracked: 1 of 2 topics
    expect(result.courses.c1).toMatchObject({
      viewedPercentage: 50,
      completion: false,
      subStates: { t1: true },
      timeSpent: 20,
    });
    expect(result.programs.p1).toMatchObject({
      viewedPercentage: 0,
      subStates: { c1: false },
      timeSpent: 20,
    });
  });

  it('completes the course with its final exam and keeps the best exam score', () => {
    const result = replay(
      [
        event('exam', 'assessment', 1, { viewedPercentage: 100, score: 40, completed: false }),
        event('exam', 'assessment', 2, { viewedPercentage: 100, score: 90 }),
        event('exam', 'assessment', 3, { viewedPercentage: 100, score: 70, completed: false }),
      ],
      OUTLINE,
    );
    expect(result.courses.c1).toMatchObject({
      completion: true,
      completionDate: '2024-05-02T10:00:00.000Z',
      score: 90,
      viewedPercentage: 50,
      lastPosition: { topicId: 't2', deckId: 'exam' },
    });
    expect(result.programs.p1).toMatchObject({ viewedPercentage: 50, subStates: { c1: true } });
  });

  it('drops duplicate uuids and applies events in time order', () => {
    const late = event('d1', 'video', 5, { viewedPercentage: 30, completed: false });
    const early = event('d1', 'video', 1, { viewedPercentage: 100 });
    const once = replay([late, early], OUTLINE);
    expect(once.decks.d1).toMatchObject({ viewAttempts: 2, completionDate: early.at, viewedPercentage: 100 });
    expect(replay([early, late, late, { ...early, uuid: early.uuid.toUpperCase() }], OUTLINE)).toEqual(once);
    expect(canonicalEventOrder([late, early, late])).toEqual([early, late]);
  });

  it('reports unknown reader types and keeps going', () => {
    const bad = event('d1', 'hologram', 1);
    const result = replay([bad, event('d2', 'faq', 2)], OUTLINE);
    expect(result.rejected).toEqual([{ uuid: bad.uuid, error: 'UNKNOWN_READER_TYPE' }]);
    expect(result.decks.d1).toBeUndefined();
    expect(result.decks.d2?.completion).toBe(true);
  });

  it('keeps decks outside the outline as deck records only', () => {
    const result = replay([event('standalone', 'article', 1)]);
    expect(Object.keys(result.decks)).toEqual(['standalone']);
    expect(result.topics).toEqual({});
    expect(result.courses).toEqual({});
  });
});
