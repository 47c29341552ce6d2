import { APPLICATION_UPLOAD_TTL_MINUTES } from '@agency/contract/application-rules';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ApplicationsService } from '../modules/applications/applications-service';
import { createPeriodicJob, runWhileUp } from './periodic-job';

export const APPLICATION_RETENTION_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Deletes model applications with their photos once their retention period has ended (PIPA: personal data is
 * destroyed without delay when it is no longer needed), and photos uploaded but never sent after
 * APPLICATION_UPLOAD_TTL_MINUTES. Every instance may run it; the deletes are conditional.
 */
export function createApplicationRetentionJob(options: { applications: Pick<ApplicationsService, 'purge'>; log: FastifyBaseLogger; intervalMs?: number }) {
  const { applications, log } = options;
  return createPeriodicJob(async () => {
    try {
      const result = await applications.purge(APPLICATION_UPLOAD_TTL_MINUTES * 60_000);
      if (result.applications > 0 || result.uploads > 0) log.info(result, 'expired applications and unsent uploads deleted');
      return result;
    } catch (error) {
      log.error({ err: error }, 'application retention run failed; retried at the next interval');
      return { applications: 0, uploads: 0 };
    }
  }, options.intervalMs ?? APPLICATION_RETENTION_INTERVAL_MS);
}
export type ApplicationRetentionJob = ReturnType<typeof createApplicationRetentionJob>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The application retention job of this instance (tests run it with runOnce and a fake clock). */
    applicationRetention: ApplicationRetentionJob;
  }
}

/** A pass when the app is ready (not awaited: start-up never waits for it), then on its timer until close. */
export async function registerApplicationRetention(app: FastifyInstance, { applicationRetention: job }: { applicationRetention: ApplicationRetentionJob }): Promise<void> {
  app.decorate('applicationRetention', job);
  runWhileUp(app, job);
}
