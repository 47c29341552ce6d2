import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AuditService } from '../modules/audit/audit-service';
import { createPeriodicJob, runWhileUp } from './periodic-job';

export const AUDIT_RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Deletes history entries older than the configured retention (kept forever by default). Safe on every instance. */
export function createAuditRetentionJob(options: { audit: Pick<AuditService, 'purge'>; log: FastifyBaseLogger; intervalMs?: number }) {
  const { audit, log } = options;
  return createPeriodicJob(async () => {
    try {
      const deleted = await audit.purge();
      if (deleted > 0) log.info({ deleted }, 'history entries past their retention deleted');
      return deleted;
    } catch (error) {
      log.error({ err: error }, 'history retention run failed; retried at the next interval');
      return 0;
    }
  }, options.intervalMs ?? AUDIT_RETENTION_INTERVAL_MS);
}
export type AuditRetentionJob = ReturnType<typeof createAuditRetentionJob>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The history retention job of this instance (tests run it with runOnce and a fake clock). */
    auditRetention: AuditRetentionJob;
  }
}

/** A pass when the app is ready (not awaited), then on its timer until close. */
export async function registerAuditRetention(app: FastifyInstance, { auditRetention: job }: { auditRetention: AuditRetentionJob }): Promise<void> {
  app.decorate('auditRetention', job);
  runWhileUp(app, job);
}
