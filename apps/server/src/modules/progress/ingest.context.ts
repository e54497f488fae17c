import type { TrackerEntry } from '@lp/shared/progress';
import type { Db } from '../../db/client';
import type { BatchState } from './batch-state';
import { type Learner, Rejected } from './engine';

/** A tracker event of the batch, with its time as an ISO string. */
export type TrackedEvent = TrackerEntry & { at: string };

/** What an event handler works on: the batch's transaction, state and learner. */
export interface EventContext {
  db: Db;
  state: BatchState;
  learner: Learner;
}

export type EventHandler = (context: EventContext, entry: TrackedEvent) => Promise<void>;

/** The event's payload as its schema reads it; a payload that does not fit rejects the event. */
export function parsePayload<T>(
  schema: {
    safeParse(
      v: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  payload: unknown,
): T {
  const result = schema.safeParse(payload);
  if (!result.success) throw new Rejected(result.error.issues[0]?.message ?? 'Invalid payload');
  return result.data;
}
