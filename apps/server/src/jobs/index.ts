import type { FastifyInstance } from 'fastify';
import { applyQueuedChanges } from '../modules/analytics/aggregates.service';
import { runScheduledReports } from '../modules/analytics/reports.schedule';
import type { MailSettings } from '../modules/notifications/notice.service';
import { runLogRetention } from './log-retention';
import { onOutboxKick } from './notice-outbox';
import { runOutboxOnce } from './notice-outbox.job';
import { runReminders } from './reminders';
import { type ScheduledJob, type Scheduler, startScheduler } from './scheduler';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const NOTICE_JOB = 'notices';

/** How the app's jobs send mail: its logger, SMTP server and public address. */
export const mailSettingsOf = (app: FastifyInstance): MailSettings => ({
  log: app.log,
  smtpUrl: app.config.smtpUrl,
  publicUrl: app.config.publicUrl,
});

/**
 * Starts the background jobs when the app is ready and stops them before it closes (and before the
 * database closes). REMINDER_INTERVAL_MINUTES=0 turns the reminders off and NOTICE_INTERVAL_SECONDS=0
 * the notice outbox, as testConfig() does.
 */
export function registerJobs(app: FastifyInstance): void {
  const mail = mailSettingsOf(app);
  const jobs: ScheduledJob[] = [];
  if (app.config.reminderIntervalMinutes > 0) {
    jobs.push({
      name: 'course-reminders',
      intervalMs: app.config.reminderIntervalMinutes * MINUTE_MS,
      run: () => runReminders({ db: app.db, mail }),
    });
    // Saved reports scheduled daily, weekly or monthly: each is sent once in its period.
    jobs.push({
      name: 'scheduled-reports',
      intervalMs: app.config.reminderIntervalMinutes * MINUTE_MS,
      run: () => runScheduledReports({ db: app.db, mail }),
    });
  }
  if (app.config.noticeIntervalSeconds > 0) {
    jobs.push({
      name: NOTICE_JOB,
      intervalMs: app.config.noticeIntervalSeconds * SECOND_MS,
      run: () => runOutboxOnce({ db: app.db, mail }),
      logLevel: 'debug',
    });
  }
  if (app.config.analyticsIntervalSeconds > 0) {
    // Folds the progress changes the ingest queued into the live course counters.
    jobs.push({
      name: 'analytics-counters',
      intervalMs: app.config.analyticsIntervalSeconds * SECOND_MS,
      run: () => applyQueuedChanges(app.db, { wait: false }),
      logLevel: 'debug',
    });
  }
  if (app.config.logPruneIntervalMinutes > 0) {
    jobs.push({
      name: 'log-retention',
      intervalMs: app.config.logPruneIntervalMinutes * MINUTE_MS,
      run: () => runLogRetention({ db: app.db, retentionDays: app.config.logRetentionDays }),
      logLevel: 'debug',
    });
  }
  if (jobs.length === 0) return;
  let scheduler: Scheduler | null = null;
  let stopListening = () => {};
  app.addHook('onReady', async () => {
    scheduler = startScheduler(jobs, app.log);
    // Notices queued by this process are delivered right away; the interval catches the rest
    // (queued by another process or the command line, or left by a run that failed).
    stopListening = onOutboxKick(() => scheduler?.runNow(NOTICE_JOB));
    scheduler.runNow(NOTICE_JOB);
  });
  app.addHook('preClose', async () => {
    stopListening();
    await scheduler?.stop();
  });
}
