import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store.ts';
import { callsTo, mockApi } from '../../test/api-mock.ts';
import { makeQueueResponse } from '../../test/catalog-factories.ts';
import { jsonResponse, makeToken, makeUser } from '../../test/factories.ts';
import { flushBeforeSignOut, startSession, startTracker } from './tracker-runtime.ts';
import { useTrackerStore } from './tracker-store.ts';

const names = () => useTrackerStore.getState().queue.map((entry) => entry.name);
let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
});

describe('sessions', () => {
  it('queues SESSION_STARTED once per new local day', () => {
    expect(startSession('user-1', '2027-03-01')).toBe(true);
    expect(startSession('user-1', '2027-03-01')).toBe(false);
    expect(startSession('user-1', '2027-03-02')).toBe(true);
    expect(useTrackerStore.getState().queue.map((entry) => entry.payload)).toEqual([
      { day: '2027-03-01' },
      { day: '2027-03-02' },
    ]);
    expect(useTrackerStore.getState().lastSessionDay).toBe('2027-03-02');
    expect(useTrackerStore.getState().attempt.learnerState.currentState?.sessions).toBe(2);
  });

  it("counts the learner state's last session day when this device has none", () => {
    useTrackerStore.getState().claim('user-1');
    useTrackerStore
      .getState()
      .setLearner({ timeSpent: 0, points: 0, sessions: 4, lastSessionDate: '2027-03-05' }, null);
    expect(startSession('user-1', '2027-03-05')).toBe(false);
    expect(startSession('user-1', '2027-03-06')).toBe(true);
  });
});

describe('the tracker runtime', () => {
  it('starts a session for a stored sign-in, and queues LOGIN and prefetches 5 s after a new one', async () => {
    vi.useFakeTimers();
    const prefetch = vi.fn();
    useAuthStore.getState().login(makeUser(), makeToken());
    stop = startTracker({ prefetch });
    expect(names()).toEqual(['SESSION_STARTED']);

    useAuthStore.getState().logout();
    useAuthStore.getState().login(makeUser(), makeToken());
    expect(names()).toEqual(['SESSION_STARTED', 'LOGIN']);

    await vi.advanceTimersByTimeAsync(4_000);
    expect(prefetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(prefetch).toHaveBeenCalledOnce();
  });

  it('does not prefetch for a learner who signed out within those 5 s', async () => {
    vi.useFakeTimers();
    const prefetch = vi.fn();
    stop = startTracker({ prefetch });
    useAuthStore.getState().login(makeUser(), makeToken());
    useAuthStore.getState().logout();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('pushes a pushable queue at once, and the rest when the device comes back online', async () => {
    const fetchMock = mockApi({ 'POST activity/submit_queue': jsonResponse(makeQueueResponse()) });
    useAuthStore.getState().login(makeUser(), makeToken());
    stop = startTracker();
    await vi.waitFor(() => expect(useTrackerStore.getState().queue).toHaveLength(1));

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(useTrackerStore.getState().queue).toEqual([]));

    useTrackerStore.getState().startDeck({ course: 'c', topic: 't', deck: 'd', readerType: 'article' });
    useTrackerStore.getState().abandon({ deckId: 'd', timeSpent: 3 });
    await vi.waitFor(() => expect(useTrackerStore.getState().queue).toEqual([]));
    expect(callsTo(fetchMock, 'POST activity/submit_queue')).toHaveLength(2);
  });

  it('sends LOGOUT before sign-out', async () => {
    const fetchMock = mockApi({ 'POST activity/submit_queue': jsonResponse(makeQueueResponse()) });
    useAuthStore.getState().login(makeUser(), makeToken());

    await flushBeforeSignOut();

    const [call] = callsTo(fetchMock, 'POST activity/submit_queue');
    const body = JSON.parse(String(call?.[1]?.body)) as { trackers: { name: string }[] };
    expect(body.trackers.map((entry) => entry.name)).toEqual(['LOGOUT']);
  });
});
