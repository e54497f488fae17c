import { SESSION_INVALID_STATUS } from '@lp/shared/error-body';
import { type SubmitQueueResponse, TRACKER_BATCH_MAX, type TrackerEntry } from '@lp/shared/progress';
import { ApiClientError } from '../../lib/api-client.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { LOG_CRITICALITY, reportError } from '../../lib/error-reporter.ts';
import { queryClient } from '../../lib/query-client.ts';
import { hasUsableSession } from '../../lib/session.ts';
import { learnerSessionsKey } from './api/get-learner-sessions.ts';
import { submitError, submitQueue } from './api/submit-queue.ts';
import { useTrackerStore } from './tracker-store.ts';

export type PushResult =
  /** Nothing to send, or nobody signed in who owns the queue. */
  | { status: 'idle' }
  | { status: 'sent'; responses: SubmitQueueResponse[] }
  /** The server could not be reached (or asked to wait): the queue is kept for the next try. */
  | { status: 'offline' }
  /** The server refused a batch: it went to activity/submit_error and left the queue (SPEC §8). */
  | { status: 'failed'; error: unknown };

const TOO_MANY_REQUESTS = 429;
/** How many delivered events the pusher remembers the answer of (see takeDelivery). */
const DELIVERIES_KEPT = 1000;

type ServerStates = SubmitQueueResponse['states'];
type StatesListener = (states: ServerStates, userId: string) => void;

const statesListeners = new Set<StatesListener>();

/**
 * Calls `listener` with the states each push brings back, so what shows content (courses, articles)
 * can update its cached records without a refetch. Returns a function that stops the calls.
 */
export function onServerStates(listener: StatesListener): () => void {
  statesListeners.add(listener);
  return () => {
    statesListeners.delete(listener);
  };
}

/** Writes returned states where the app keeps them: the tracker, the learner's stats, the listeners. */
function deliverStates(states: ServerStates, userId: string): void {
  useTrackerStore.getState().applyServerStates(states);
  if (states.learner) queryClient.setQueryData(learnerSessionsKey(userId), states.learner);
  for (const listener of statesListeners) listener(states, userId);
}

/** uuid -> the answer of the batch that carried it, for the reader that waits on its completion. */
const deliveries = new Map<string, SubmitQueueResponse>();

function remember(batch: TrackerEntry[], response: SubmitQueueResponse): void {
  for (const entry of batch) deliveries.set(entry.uuid, response);
  for (const uuid of deliveries.keys()) {
    if (deliveries.size <= DELIVERIES_KEPT) break;
    deliveries.delete(uuid);
  }
}

/** The answer of the batch that delivered this event, once (undefined while it is not sent). */
export function takeDelivery(uuid: string): SubmitQueueResponse | undefined {
  const response = deliveries.get(uuid);
  deliveries.delete(uuid);
  return response;
}

/** No answer at all (fetch failed), or the server asked to slow down: try again later. */
function isTransient(error: unknown): boolean {
  return !(error instanceof ApiClientError) || error.status === TOO_MANY_REQUESTS;
}

function ownerSignedIn(): string | null {
  const { owner } = useTrackerStore.getState();
  const userId = useAuthStore.getState().user?._id;
  return hasUsableSession() && userId && userId === owner ? userId : null;
}

/** SPEC §8 "Tracker push failure": log (criticality 2), keep the batch on the server, clear it here. */
async function giveUp(batch: TrackerEntry[], error: unknown): Promise<PushResult> {
  console.error('[criticality 2] Tracker push failed; the batch goes to activity/submit_error', error);
  void reportError({
    error,
    problem: `Tracker push failed: ${error instanceof Error ? error.message : String(error)}`,
    criticality: LOG_CRITICALITY.trackerPush,
  });
  try {
    await submitError(batch);
  } catch (reportError) {
    console.error('[tracker] activity/submit_error failed too', reportError);
  }
  useTrackerStore.getState().removeEntries(
    batch.map((entry) => entry.uuid),
    false,
  );
  return { status: 'failed', error };
}

async function sendAll(): Promise<PushResult> {
  const responses: SubmitQueueResponse[] = [];
  for (;;) {
    const userId = ownerSignedIn();
    const batch = useTrackerStore.getState().queue.slice(0, TRACKER_BATCH_MAX);
    if (!userId || batch.length === 0) break;
    let response: SubmitQueueResponse;
    try {
      response = await submitQueue(batch);
    } catch (error) {
      if (error instanceof ApiClientError && error.status === SESSION_INVALID_STATUS)
        return { status: 'idle' };
      if (isTransient(error)) return { status: 'offline' };
      return giveUp(batch, error);
    }
    useTrackerStore.getState().removeEntries(
      batch.map((entry) => entry.uuid),
      true,
    );
    responses.push(response);
    remember(batch, response);
    deliverStates(response.states, userId);
  }
  return responses.length > 0 ? { status: 'sent', responses } : { status: 'idle' };
}

let chain: Promise<unknown> = Promise.resolve();

/**
 * Sends the queue in batches of at most TRACKER_BATCH_MAX until it is empty. Pushes never overlap:
 * a call made while one runs starts when it ends, and then sends what was queued meanwhile. Each
 * sent batch leaves the queue exactly (events queued during the request stay).
 */
export function pushQueue(): Promise<PushResult> {
  const run = chain.then(sendAll, sendAll);
  chain = run.catch(() => undefined);
  return run;
}
