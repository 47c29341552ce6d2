import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ConflictError } from '../errors';
import type { YearMonth } from '../lib/year-month';
import { createPeriodicJob } from './periodic-job';

export type RolloverOutcome = 'closed' | 'already-closed' | 'failed';

export interface MonthlyRolloverResult {
  traffic: RolloverOutcome;
  views: RolloverOutcome;
}

export interface MonthlyRolloverJobOptions {
  /** Each closes the month that just ended (stats time zone); ConflictError when it is already closed. */
  closeTrafficMonth: () => Promise<YearMonth>;
  closeViewsMonth: () => Promise<YearMonth>;
  log: FastifyBaseLogger;
  /** How often the job looks whether a month has ended. */
  intervalMs?: number;
}

export const MONTHLY_JOB_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Closes the month that just ended, for traffic counters and artist views, shortly after each month starts.
 * It runs at start-up (catching up after downtime) and then every `intervalMs`; running it again, or on
 * several instances at once, is harmless: the closure tables' primary keys let exactly one run close a month.
 */
export function createMonthlyRolloverJob(options: MonthlyRolloverJobOptions) {
  const { log } = options;
  const intervalMs = options.intervalMs ?? MONTHLY_JOB_INTERVAL_MS;

  async function attempt(name: string, close: () => Promise<YearMonth>): Promise<RolloverOutcome> {
    try {
      const month = await close();
      log.info({ job: 'monthly-rollover', stats: name, ...month }, 'month closed');
      return 'closed';
    } catch (error) {
      if (error instanceof ConflictError) return 'already-closed';
      log.error({ err: error, job: 'monthly-rollover', stats: name }, 'monthly rollover failed; retried at the next check');
      return 'failed';
    }
  }

  return createPeriodicJob(
    async (): Promise<MonthlyRolloverResult> => ({
      traffic: await attempt('traffic', options.closeTrafficMonth),
      views: await attempt('views', options.closeViewsMonth),
    }),
    intervalMs,
  );
}
export type MonthlyRolloverJob = ReturnType<typeof createMonthlyRolloverJob>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The monthly rollover job of this instance (tests trigger it with runOnce). */
    monthlyRollover: MonthlyRolloverJob;
  }
}

/** Runs the job once when the app is ready (catch-up; awaited, never fails start-up), then on its timer until close. */
export async function registerMonthlyRollover(app: FastifyInstance, { monthlyRollover: job }: { monthlyRollover: MonthlyRolloverJob }): Promise<void> {
  app.decorate('monthlyRollover', job);
  app.addHook('onReady', async () => {
    await job.runOnce();
    job.start();
  });
  app.addHook('onClose', () => job.stop());
}
