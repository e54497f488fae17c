import type { FastifyInstance } from 'fastify';
import { runReminders } from './reminders';
import { type Scheduler, startScheduler } from './scheduler';

const MINUTE_MS = 60_000;

/**
 * Starts the background jobs when the app is ready and stops them before it closes (and before the
 * database closes). REMINDER_INTERVAL_MINUTES=0 turns them off, as testConfig() does.
 */
export function registerJobs(app: FastifyInstance): void {
  const minutes = app.config.reminderIntervalMinutes;
  if (minutes <= 0) return;
  let scheduler: Scheduler | null = null;
  app.addHook('onReady', async () => {
    scheduler = startScheduler(
      [
        {
          name: 'course-reminders',
          intervalMs: minutes * MINUTE_MS,
          run: () => runReminders({ db: app.db }),
        },
      ],
      app.log,
    );
  });
  app.addHook('preClose', async () => {
    await scheduler?.stop();
  });
}
