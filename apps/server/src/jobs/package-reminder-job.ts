import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PackagesService } from '../modules/packages/packages-service';
import { createPeriodicJob, runWhileUp } from './periodic-job';

export const PACKAGE_REMINDER_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Reminds a package's recipients who have not answered that it closes soon (issue 37). Every instance may run it:
 * each recipient is claimed by a conditional update in the transaction that queues their mail.
 */
export function createPackageReminderJob(options: { packages: Pick<PackagesService, 'remindBeforeExpiry'>; log: FastifyBaseLogger; intervalMs?: number }) {
  const { packages, log } = options;
  return createPeriodicJob(async () => {
    try {
      const reminded = await packages.remindBeforeExpiry();
      if (reminded > 0) log.info({ reminded }, 'package recipients reminded before the package closes');
      return reminded;
    } catch (error) {
      log.error({ err: error }, 'package reminder run failed; retried at the next interval');
      return 0;
    }
  }, options.intervalMs ?? PACKAGE_REMINDER_INTERVAL_MS);
}
export type PackageReminderJob = ReturnType<typeof createPackageReminderJob>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The package reminder job of this instance (tests run it with runOnce and a fake clock). */
    packageReminders: PackageReminderJob;
  }
}

/** A pass when the app is ready (not awaited), then on its timer until close. */
export async function registerPackageReminders(app: FastifyInstance, { packageReminders: job }: { packageReminders: PackageReminderJob }): Promise<void> {
  app.decorate('packageReminders', job);
  runWhileUp(app, job);
}
