import type { FastifyBaseLogger } from 'fastify';

export interface ScheduledJob {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
  /** The level of the "job finished" line; frequent jobs use 'debug'. Default 'info'. */
  logLevel?: 'info' | 'debug';
}

export interface Scheduler {
  /**
   * Runs the named job now instead of at its next interval. If it is running, it runs once more
   * when that run ends, so work added during a run is not left for the next interval.
   */
  runNow(name: string): void;
  /** Stops the timers and waits for runs in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs each job every interval, first one interval after start. A run still going when the next
 * is due is not overlapped (that tick is skipped); a failing run is logged and retried next time.
 */
export function startScheduler(jobs: ScheduledJob[], log: FastifyBaseLogger): Scheduler {
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  const runners = new Map<string, () => void>();
  const timers = jobs.map((job) => {
    let running = false;
    let again = false;
    const start = () => {
      if (stopped) return;
      running = true;
      const started = Date.now();
      const run = job
        .run()
        .then((result) =>
          log[job.logLevel ?? 'info']({ job: job.name, result, ms: Date.now() - started }, 'job finished'),
        )
        .catch((err: unknown) => log.error({ err, job: job.name }, 'job failed'))
        .finally(() => {
          running = false;
          inFlight.delete(run);
          if (again) {
            again = false;
            start();
          }
        });
      inFlight.add(run);
    };
    runners.set(job.name, () => {
      if (running) again = true;
      else start();
    });
    const timer = setInterval(() => {
      if (!running) start();
    }, job.intervalMs);
    // The timer alone must not keep the process alive.
    timer.unref();
    return timer;
  });
  return {
    runNow(name) {
      runners.get(name)?.();
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}
