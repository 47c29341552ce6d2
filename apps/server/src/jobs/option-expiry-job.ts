import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { JobsService } from '../modules/jobs/jobs-service';
import { createPeriodicJob, runWhileUp } from './periodic-job';

export const OPTION_EXPIRY_INTERVAL_MS = 60 * 1000;

/**
 * Releases options past their expiry and tells the bookers whose option moved up (issue 38). Every instance may run
 * it: each option is released by a conditional update in the transaction that queues the mail, so once.
 */
export function createOptionExpiryJob(options: { jobs: Pick<JobsService, 'expireOptions'>; log: FastifyBaseLogger; intervalMs?: number }) {
  const { jobs, log } = options;
  return createPeriodicJob(async () => {
    try {
      const released = await jobs.expireOptions();
      if (released > 0) log.info({ released }, 'expired options released');
      return released;
    } catch (error) {
      log.error({ err: error }, 'option expiry run failed; retried at the next interval');
      return 0;
    }
  }, options.intervalMs ?? OPTION_EXPIRY_INTERVAL_MS);
}
export type OptionExpiryJob = ReturnType<typeof createOptionExpiryJob>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The option expiry job of this instance (tests run it with runOnce and a fake clock). */
    optionExpiry: OptionExpiryJob;
  }
}

export async function registerOptionExpiry(app: FastifyInstance, { optionExpiry: job }: { optionExpiry: OptionExpiryJob }): Promise<void> {
  app.decorate('optionExpiry', job);
  runWhileUp(app, job);
}
