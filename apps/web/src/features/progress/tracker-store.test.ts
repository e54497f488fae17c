import { normalizeRecord, normalizeRollupRecord, trackerEntrySchema } from '@lp/shared/progress';
import { describe, expect, it } from 'vitest';
import { id } from '../../test/catalog-factories.ts';
import { TRACKER_STORAGE_KEY, useTrackerStore } from './tracker-store.ts';

const store = () => useTrackerStore.getState();
const names = () => store().queue.map((entry) => entry.name);
const deckTarget = { course: id(1), topic: id(2), deck: id(3), readerType: 'article' };
const learner = { timeSpent: 60, points: 50, sessions: 3, lastSessionDate: '2027-03-01' };

describe('tracker queue', () => {
  it('queues entries the server accepts: a uuid, a known name, a payload and an ISO time', () => {
    const entry = store().track('LOGIN');
    expect(trackerEntrySchema.safeParse(entry).success).toBe(true);
    expect(store().queue).toEqual([entry]);
    expect(store().lastUpdated).toBe(entry.time);
    expect(store().pushable).toBe(false);
    expect(store().track('LOGOUT').uuid).not.toBe(entry.uuid);
  });

  it('persists the queue, pushable, lastPushed, lastUpdated and the attempt under lp-tracker', () => {
    store().startDeck(deckTarget);
    const stored = JSON.parse(localStorage.getItem(TRACKER_STORAGE_KEY) ?? '{}');
    expect(Object.keys(stored.state).sort()).toEqual(
      ['attempt', 'lastPushed', 'lastSessionDay', 'lastUpdated', 'owner', 'pushable', 'queue'].sort(),
    );
    expect(stored.state.queue).toEqual(store().queue);
    expect(stored.state.attempt.deck).toBe(id(3));
  });

  it('starting an attempt resets everything but the learner state and queues DECK_STARTED', () => {
    store().setLearner(learner, { day: '2027-03-01', timeSpent: 5, points: 0 });
    store().startArticle({ article: id(9), readerType: 'article' }, { articleState: normalizeRecord() });
    store().startDeck(deckTarget, { courseState: normalizeRollupRecord({ viewedPercentage: 50 }) });

    const { attempt } = store();
    expect(attempt).toMatchObject({
      article: null,
      course: id(1),
      topic: id(2),
      deck: id(3),
      readerType: 'article',
    });
    expect(attempt.articleState).toEqual({ currentState: null, history: [] });
    expect(attempt.courseState.currentState?.viewedPercentage).toBe(50);
    expect(attempt.learnerState.currentState).toEqual(learner);
    expect(names()).toEqual(['ARTICLE_STARTED', 'DECK_STARTED']);
    expect(store().queue[1]?.payload).toEqual({ deckId: id(3) });
  });

  it('complete queues DECK_COMPLETED, COURSE_COMPLETED when the course now shows completion, PUSH_STATE', () => {
    store().startDeck(deckTarget, { courseState: normalizeRollupRecord({ viewedPercentage: 50 }) });
    const entry = store().complete(
      { deckId: id(3), timeSpent: 12 },
      { courseState: normalizeRollupRecord({ viewedPercentage: 100, completion: true }) },
    );
    expect(names()).toEqual(['DECK_STARTED', 'DECK_COMPLETED', 'COURSE_COMPLETED', 'PUSH_STATE']);
    expect(entry.payload).toEqual({ deckId: id(3), timeSpent: 12 });
    expect(store().queue[2]?.payload).toEqual({ courseId: id(1) });
    expect(store().queue[3]?.payload).toMatchObject({ deck: id(3), course: id(1), readerType: 'article' });
    expect(store().pushable).toBe(true);
  });

  it('complete without a course completion skips COURSE_COMPLETED; abandon queues DECK_ABANDONED and PUSH_STATE', () => {
    store().startDeck(deckTarget);
    store().complete({ deckId: id(3), timeSpent: 1 });
    store().startDeck(deckTarget);
    store().abandon({ deckId: id(3), timeSpent: 4 });
    expect(names()).toEqual([
      'DECK_STARTED',
      'DECK_COMPLETED',
      'PUSH_STATE',
      'DECK_STARTED',
      'DECK_ABANDONED',
      'PUSH_STATE',
    ]);
    expect(store().pushable).toBe(true);
  });

  it('removes exactly the given entries and keeps pushable while others wait', () => {
    const first = store().track('LOGIN');
    store().startDeck(deckTarget);
    store().abandon({ deckId: id(3), timeSpent: 1 });
    store().removeEntries([first.uuid], true);
    expect(names()).toEqual(['DECK_STARTED', 'DECK_ABANDONED', 'PUSH_STATE']);
    expect(store().pushable).toBe(true);
    expect(store().lastPushed).not.toBeNull();
    store().removeEntries(
      store().queue.map((entry) => entry.uuid),
      true,
    );
    expect(store().queue).toEqual([]);
    expect(store().pushable).toBe(false);
  });

  it('clear empties the queue and the attempt but keeps the learner state', () => {
    store().setLearner(learner, null);
    store().startDeck(deckTarget);
    store().complete({ deckId: id(3) });
    store().clear();
    expect(store().queue).toEqual([]);
    expect(store().pushable).toBe(false);
    expect(store().attempt.deck).toBeNull();
    expect(store().attempt.learnerState.currentState).toEqual(learner);
  });

  it("applies the server's states to the attempt", () => {
    store().startDeck(deckTarget);
    store().applyServerStates({
      decks: { [id(3)]: normalizeRecord({ completion: true, viewedPercentage: 100 }) },
      topics: {},
      courses: { [id(1)]: normalizeRollupRecord({ viewedPercentage: 50 }) },
      programs: {},
      articles: {},
      learner: { ...learner, points: 80, today: { day: '2027-03-01', timeSpent: 9, points: 30 } },
    });
    const { attempt } = store();
    expect(attempt.deckState.currentState?.completion).toBe(true);
    expect(attempt.courseState.currentState?.viewedPercentage).toBe(50);
    expect(attempt.learnerState).toEqual({
      currentState: { ...learner, points: 80 },
      history: { day: '2027-03-01', timeSpent: 9, points: 30 },
    });
  });

  it('queues COURSE_COMPLETED when the server completed a course the reader could not foresee', () => {
    store().startDeck(deckTarget, { courseState: normalizeRollupRecord({ viewedPercentage: 50 }) });
    const states = {
      decks: {},
      topics: {},
      courses: { [id(1)]: normalizeRollupRecord({ viewedPercentage: 100, completion: true }) },
      programs: {},
      articles: {},
      learner: null,
    };
    store().applyServerStates(states);
    store().applyServerStates(states);
    expect(names()).toEqual(['DECK_STARTED', 'COURSE_COMPLETED']);
    expect(store().queue[1]?.payload).toEqual({ courseId: id(1) });
  });

  it("a different user's claim drops the previous owner's events", () => {
    expect(store().claim('user-1')).toBe(0);
    store().track('LOGIN');
    expect(store().claim('user-1')).toBe(0);
    expect(store().queue).toHaveLength(1);
    expect(store().claim('user-2')).toBe(1);
    expect(store().queue).toEqual([]);
    expect(store().owner).toBe('user-2');
  });
});
