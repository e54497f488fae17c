/** SPEC §3 "Tracker queue": the shape of a batch sent to activity/submit_queue. */
import { z } from 'zod';
import { TRACKER_BATCH_MAX, TRACKER_EVENTS } from './event-names.ts';

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
