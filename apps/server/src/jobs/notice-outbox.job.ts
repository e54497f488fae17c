import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { subDays } from 'date-fns';
import type { Database } from '../db/client';
import { deliverNotice, type MailSettings, outboxOnlyMail } from '../modules/notifications/notice.service';
import { claimNotices, deleteDeliveredBefore, markDelivered, markFailed } from './notice-outbox.repo';

/** Names this process in `claimed_by`. */
const PROCESS_WORKER = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** Delivered notices are kept this long (for support questions), then removed. */
const KEEP_DELIVERED_DAYS = 7;

export interface RunOutboxOptions {
  db: Database;
  /** Defaults to keeping mail in the outbox table with relative links. */
  mail?: MailSettings;
  /** Names the claimer; defaults to this process. */
  worker?: string;
  /** Notices claimed at a time. */
  batchSize?: number;
  now?: Date;
}

export interface OutboxRunResult {
  /** Notices this run claimed and delivered. */
  delivered: number;
  /** Notices this run claimed whose delivery failed (kept with their error). */
  failed: number;
}

/**
 * Delivers every notice waiting in the outbox: claims a batch, delivers each (in-app notification
 * and e-mail), marks it, and goes on until nothing is left unclaimed. A claimed notice is never
 * claimed again, by this or any other process, so no learner hears of the same thing twice; a
 * process that dies between claim and delivery leaves that notice claimed and undelivered.
 */
export async function runOutboxOnce(options: RunOutboxOptions): Promise<OutboxRunResult> {
  const { db } = options;
  const mail = options.mail ?? outboxOnlyMail;
  const worker = options.worker ?? PROCESS_WORKER;
  const result: OutboxRunResult = { delivered: 0, failed: 0 };
  for (;;) {
    const claimed = await claimNotices(db, worker, options.batchSize ?? 100);
    if (claimed.length === 0) break;
    for (const notice of claimed) {
      try {
        await deliverNotice(db, mail, notice);
        await markDelivered(db, notice.id);
        result.delivered += 1;
      } catch (err) {
        mail.log.error({ err, noticeId: notice.id }, 'delivering a notice failed');
        await markFailed(db, notice.id, err instanceof Error ? err.message : String(err));
        result.failed += 1;
      }
    }
  }
  await deleteDeliveredBefore(db, subDays(options.now ?? new Date(), KEEP_DELIVERED_DAYS));
  return result;
}
