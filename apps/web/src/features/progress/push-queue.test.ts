import { normalizeRollupRecord, type TrackerEntry } from '@lp/shared/progress';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store.ts';
import { queryClient } from '../../lib/query-client.ts';
import { callsTo, mockApi } from '../../test/api-mock.ts';
import { id, makeQueueResponse } from '../../test/catalog-factories.ts';
import { jsonResponse, makeToken, makeUser } from '../../test/factories.ts';
import { learnerSessionsKey } from './api/get-learner-sessions.ts';
import { onServerStates, pushQueue, takeDelivery } from './push-queue.ts';
import { useTrackerStore } from './tracker-store.ts';

const SUBMIT = 'POST activity/submit_queue';
const store = () => useTrackerStore.getState();
const sentBatch = (init: RequestInit | undefined) =>
  (JSON.parse(String(init?.body)) as { trackers: TrackerEntry[] }).trackers;

beforeEach(() => {
  useAuthStore.getState().login(makeUser(), makeToken());
  store().claim('user-1');
});

describe('pushing the tracker queue', () => {
  it('sends batches of at most 500 and removes exactly the sent entries', async () => {
    for (let i = 0; i < 1203; i += 1) store().track('PUSH_STATE', { i });
    const sizes: number[] = [];
    mockApi({
      [SUBMIT]: (init) => {
        sizes.push(sentBatch(init).length);
        return jsonResponse(makeQueueResponse());
      },
    });

    const result = await pushQueue();

    expect(sizes).toEqual([500, 500, 203]);
    expect(result).toMatchObject({ status: 'sent' });
    expect(store().queue).toEqual([]);
    expect(store().lastPushed).not.toBeNull();
  });

  it('keeps what was queued while the request was on its way', async () => {
    const sent = store().track('LOGIN');
    let late: TrackerEntry | undefined;
    const fetchMock = mockApi({
      [SUBMIT]: () => {
        // An event queued while the first request is on its way goes in the next batch.
        late ??= store().track('SESSION_STARTED', { day: '2027-03-01' });
        return jsonResponse(makeQueueResponse());
      },
    });

    await pushQueue();

    const batches = fetchMock.mock.calls.map(([, init]) => sentBatch(init).map((entry) => entry.uuid));
    expect(batches).toEqual([[sent.uuid], [late?.uuid]]);
    expect(store().queue).toEqual([]);
  });

  it('keeps the queue when the server cannot be reached, and sends it on the next push', async () => {
    store().track('LOGIN');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    expect(await pushQueue()).toEqual({ status: 'offline' });
    expect(store().queue).toHaveLength(1);

    const fetchMock = mockApi({ [SUBMIT]: jsonResponse(makeQueueResponse()) });
    expect((await pushQueue()).status).toBe('sent');
    expect(callsTo(fetchMock, 'POST activity/submit_error')).toHaveLength(0);
    expect(store().queue).toEqual([]);
  });

  it('on a server failure logs with criticality 2, sends the batch to submit_error, then clears it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const entry = store().track('LOGIN');
    const fetchMock = mockApi({
      [SUBMIT]: jsonResponse({ message: 'Invalid input' }, { status: 400 }),
      'POST activity/submit_error': jsonResponse({ _id: 'kept-1' }),
    });

    const result = await pushQueue();

    expect(result.status).toBe('failed');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('[criticality 2]'), expect.anything());
    const [call] = callsTo(fetchMock, 'POST activity/submit_error');
    expect(sentBatch(call?.[1])).toEqual([entry]);
    expect(store().queue).toEqual([]);
    // SPEC §8: an error report with criticality 2 goes to the log host.
    const report = fetchMock.mock.calls.find(([input]) => String(input) === '/api/v1/logs/log');
    expect(JSON.parse(String(report?.[1]?.body))).toMatchObject({ criticality: 2, client: 'web' });
  });

  it("hands the returned states to the listeners and keeps each event's answer for its reader", async () => {
    const heard = vi.fn();
    const stop = onServerStates(heard);
    const entry = store().track('DECK_COMPLETED', { deckId: id(3), timeSpent: 5 });
    const learner = { timeSpent: 5, points: 50, sessions: 1, lastSessionDate: '2027-03-01', today: null };
    const response = makeQueueResponse({
      courses: { [id(1)]: normalizeRollupRecord({ viewedPercentage: 50 }) },
      learner,
    });
    mockApi({ [SUBMIT]: jsonResponse(response) });

    await pushQueue();
    stop();
    store().track('LOGIN');
    mockApi({ [SUBMIT]: jsonResponse(makeQueueResponse()) });
    await pushQueue();

    expect(heard.mock.calls).toEqual([[response.states, 'user-1']]);
    expect(queryClient.getQueryData(learnerSessionsKey('user-1'))).toEqual(learner);
    expect(takeDelivery(entry.uuid)).toEqual(response);
    expect(takeDelivery(entry.uuid)).toBeUndefined();
  });

  it("sends nothing while the queue's owner is not signed in", async () => {
    store().track('LOGIN');
    const fetchMock = mockApi({ [SUBMIT]: jsonResponse(makeQueueResponse()) });
    useAuthStore.getState().login(makeUser({ _id: 'user-2' }), makeToken());

    expect(await pushQueue()).toEqual({ status: 'idle' });
    useAuthStore.getState().logout();
    expect(await pushQueue()).toEqual({ status: 'idle' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store().queue).toHaveLength(1);
  });
});
