import type { Db } from '../db/client';
import { pruneLogs } from '../modules/logging/service';

export interface RunLogRetentionOptions {
  db: Db;
  /** Error reports older than this many days go. */
  retentionDays: number;
  now?: Date;
}

/** Removes error reports older than the retention period (LOG_RETENTION_DAYS). */
export async function runLogRetention(options: RunLogRetentionOptions): Promise<{ removed: number }> {
  return { removed: await pruneLogs(options.db, options.retentionDays, options.now) };
}
