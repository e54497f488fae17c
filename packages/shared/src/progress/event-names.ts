/**
 * SPEC §3 "Tracker queue": the event names and the batch limit, apart from the batch schemas
 * (events.ts) so that the web app's tracker, loaded on every signed-in screen, loads no zod.
 */
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
