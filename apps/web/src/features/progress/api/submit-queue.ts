import type { SubmitQueueResponse, TrackerEntry } from '@lp/shared/progress';
import { api } from '../../../lib/api-client.ts';

/** A push that has not answered by then counts as offline, so one stuck request cannot hold the queue. */
export const PUSH_TIMEOUT_MS = 20_000;

const timeoutSignal = () =>
  typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(PUSH_TIMEOUT_MS) : undefined;

/**
 * POST activity/submit_queue: the server ingests the events (a uuid seen before is ignored) and
 * answers with the states they produced.
 */
export function submitQueue(trackers: TrackerEntry[]): Promise<SubmitQueueResponse> {
  return api.post<SubmitQueueResponse>('activity/submit_queue', { trackers }, { signal: timeoutSignal() });
}

/** POST activity/submit_error: keeps a batch that could not be pushed, for an admin to replay (SPEC §8). */
export function submitError(trackers: TrackerEntry[]): Promise<{ _id: string }> {
  return api.post<{ _id: string }>('activity/submit_error', { trackers }, { signal: timeoutSignal() });
}
