import { EventEmitter } from 'node:events';
import type { Db } from '../db/client';
import { insertNotices, type NewNotice } from './notice-outbox.repo';

/**
 * One notice to one learner: an in-app notification (title, description, link, meta) and, when
 * they have an address, an e-mail "Hello <first name>,\n\n<mailText><absolute link>\n".
 */
export type QueuedNotice = Required<
  Pick<NewNotice, 'teamId' | 'userId' | 'title' | 'description' | 'link' | 'mailText' | 'meta'>
>;

/**
 * The way into the notice outbox for code that tells many learners something (a launch, an
 * enrolment): write the notices in the caller's transaction with `enqueueNotices`, then, after it
 * commits, `kickOutbox()` so this process's notice job delivers them now rather than at its next
 * interval. Delivery itself is `runOutboxOnce` (notice-outbox.job.ts).
 */
export async function enqueueNotices(db: Db, notices: QueuedNotice[]): Promise<number> {
  await insertNotices(db, notices);
  return notices.length;
}

const kicks = new EventEmitter();
kicks.setMaxListeners(0);

/** Asks the notice job of this process (if it runs) to deliver what is waiting now. */
export function kickOutbox(): void {
  kicks.emit('kick');
}

/** The notice job listens here; returns the function that stops listening. */
export function onOutboxKick(listener: () => void): () => void {
  kicks.on('kick', listener);
  return () => kicks.off('kick', listener);
}
