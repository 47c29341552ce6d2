import type { FastifyInstance } from 'fastify';

/**
 * A job run now and then on this instance: runs follow one another (never two at once here; across instances the
 * work itself must be safe), `runOnce` for start-up and tests, a timer that does not keep the process alive.
 * `run` must not reject.
 */
export function createPeriodicJob<T>(run: () => Promise<T>, intervalMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const job = {
    /** One run now (after any run in progress). */
    runOnce(): Promise<T> {
      const next = queue.then(run);
      queue = next;
      return next;
    },
    start(): void {
      if (timer) return;
      timer = setInterval(() => void job.runOnce(), intervalMs);
      timer.unref();
    },
    /** Stops the timer and waits for a run in progress. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await queue;
    },
  };
  return job;
}

/** Runs a job once when the app is ready (not awaited: start-up never waits for it), then on its timer until close. */
export function runWhileUp(app: FastifyInstance, job: { runOnce(): Promise<unknown>; start(): void; stop(): Promise<void> }): void {
  app.addHook('onReady', () => {
    void job.runOnce();
    job.start();
  });
  app.addHook('onClose', () => job.stop());
}
