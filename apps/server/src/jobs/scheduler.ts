import type { FastifyBaseLogger } from 'fastify';

export interface ScheduledJob {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
}

export interface Scheduler {
  /** Stops the timers and waits for runs in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs each job every interval, first one interval after start. A run still going when the next
 * is due is not overlapped (that tick is skipped); a failing run is logged and retried next time.
 */
export function startScheduler(jobs: ScheduledJob[], log: FastifyBaseLogger): Scheduler {
  const inFlight = new Set<Promise<void>>();
  const timers = jobs.map((job) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      const started = Date.now();
      const run = job
        .run()
        .then((result) => log.info({ job: job.name, result, ms: Date.now() - started }, 'job finished'))
        .catch((err: unknown) => log.error({ err, job: job.name }, 'job failed'))
        .finally(() => {
          running = false;
          inFlight.delete(run);
        });
      inFlight.add(run);
    }, job.intervalMs);
    // The timer alone must not keep the process alive.
    timer.unref();
    return timer;
  });
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(inFlight);
    },
  };
}
