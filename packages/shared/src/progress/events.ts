/** SPEC §3 "Tracker queue": event names and the shape of a batch sent to activity/submit_queue. */
import { z } from 'zod';

export const TRACKER_EVENTS = [
  'LOGIN',
  'LOGOUT',
  'SESSION_STARTED',
  'DECK_STARTED',
  'ARTICLE_STARTED',
  'DECK_COMPLETED',
  'COURSE_COMPLETED',
  'DECK_ABANDONED',
  'QUESTION_RESPONSE',
  'PUSH_STATE',
] as const;
export type TrackerEventName = (typeof TRACKER_EVENTS)[number];

/** Most entries one submit_queue batch may carry. */
export const TRACKER_BATCH_MAX = 500;

/**
 * One queued event. `uuid` makes delivery idempotent (the server drops a uuid it has seen);
 * `time` is when it happened on the client (ISO date-time, with Z or an offset).
 */
export const trackerEntrySchema = z.object({
  uuid: z.uuid(),
  name: z.enum(TRACKER_EVENTS),
  payload: z.record(z.string(), z.unknown()),
  time: z.iso.datetime({ offset: true }),
});
export type TrackerEntry = z.infer<typeof trackerEntrySchema>;

/** Body of POST activity/submit_queue (and activity/submit_error). */
export const trackerBatchSchema = z.object({
  trackers: z.array(trackerEntrySchema).min(1).max(TRACKER_BATCH_MAX),
});
export type TrackerBatch = z.infer<typeof trackerBatchSchema>;
