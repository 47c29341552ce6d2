import { MEDIA_PATH_PATTERN } from '@agency/contract/media';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DatabaseKind, Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import type { Clock } from '../lib/clock';
import { referencedMediaKeys } from '../modules/media/media-references';
import { listPendingRemovals, listRemovedSince, lockMediaReferences, markRemovals, setRemoved } from '../modules/media/media-repository';
import type { BlobStore } from '../storage/blob-store';

export interface MediaCleanupJobOptions {
  db: Db;
  kind: DatabaseKind;
  storage: Pick<BlobStore, 'list' | 'remove'>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Uploaded files younger than this are kept, referenced or not (an admin may still be filling in the form). */
  graceMs: number;
  /** Deletes this instance's resized copies of a removed image. */
  forgetVariants: (key: string) => Promise<void>;
  intervalMs?: number;
}

export interface MediaCleanupResult {
  /** Files found unreferenced past the grace period in this run. */
  marked: number;
  /** Files deleted from storage in this run (this run's and earlier runs' marks). */
  removed: number;
}

export const MEDIA_CLEANUP_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** The first run waits this long after start-up, away from the start's own work. */
const FIRST_RUN_DELAY_MS = 10 * 60 * 1000;
/** Marks written per statement (three parameters each, well inside SQLite's limit). */
const MARK_BATCH = 500;

/**
 * Removes uploaded files (MEDIA_PATH_PATTERN keys; demo and other files are never touched) that no row refers
 * to once they are older than the grace period, so the media of a deleted artist or a replaced image does not
 * stay public. In one transaction that holds off every save referring to media (media-repository.ts), it
 * reads every reference and marks the unreferenced files in `media_removals`; a save that refers to a marked
 * file afterwards is refused (409, media-guard.ts). The marked files are then deleted from storage, and
 * this instance's resized copies with them. Running on several instances at once is harmless.
 */
export function createMediaCleanupJob(options: MediaCleanupJobOptions) {
  const { db, kind, storage, clock, log } = options;
  const intervalMs = options.intervalMs ?? MEDIA_CLEANUP_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  /** Removals up to this time have had their resized copies on this instance deleted. */
  let variantsForgottenUntil = new Date(clock.now().getTime() - options.graceMs).toISOString();

  async function oldUploads(cutoff: number): Promise<string[]> {
    const keys: string[] = [];
    for await (const file of storage.list()) {
      if (MEDIA_PATH_PATTERN.test(file.key) && file.modifiedAt.getTime() <= cutoff) keys.push(file.key);
    }
    return keys;
  }

  async function mark(candidates: string[], now: string): Promise<number> {
    if (candidates.length === 0) return 0;
    return inTransaction(db, async (trx) => {
      await lockMediaReferences(trx, kind, 'exclusive');
      const referenced = await referencedMediaKeys(trx);
      const orphans = candidates.filter((key) => !referenced.has(key));
      for (let i = 0; i < orphans.length; i += MARK_BATCH) {
        // A file uploaded again under a key removed before is marked again.
        await markRemovals(trx, orphans.slice(i, i + MARK_BATCH), now);
      }
      return orphans.length;
    });
  }

  async function removeMarked(): Promise<number> {
    const pending = await listPendingRemovals(db);
    let removed = 0;
    for (const key of pending) {
      try {
        await storage.remove(key);
        await setRemoved(db, key, clock.now().toISOString());
        removed++;
      } catch (error) {
        log.warn({ err: error, job: 'media-cleanup', key }, 'could not remove an unused file; retried at the next run');
      }
    }
    return removed;
  }

  /** Every instance keeps its own resized copies: each deletes those of files removed since its last run. */
  async function forgetRemovedVariants(): Promise<void> {
    const since = variantsForgottenUntil;
    const until = clock.now().toISOString();
    const removed = await listRemovedSince(db, since);
    for (const key of removed) await options.forgetVariants(key);
    variantsForgottenUntil = until;
  }

  async function run(): Promise<MediaCleanupResult> {
    const now = clock.now();
    const marked = await mark(await oldUploads(now.getTime() - options.graceMs), now.toISOString());
    const removed = await removeMarked();
    await forgetRemovedVariants();
    if (marked > 0 || removed > 0) log.info({ job: 'media-cleanup', marked, removed }, 'unused media files removed');
    return { marked, removed };
  }

  const job = {
    /** One run now (after any run in progress). Rejects when storage or the database fails; the timer's runs log it. */
    runOnce(): Promise<MediaCleanupResult> {
      const next = queue.then(run);
      queue = next.catch(() => undefined);
      return next;
    },
    start(): void {
      if (timer) return;
      const tick = () => {
        job.runOnce().catch((error: unknown) => log.error({ err: error, job: 'media-cleanup' }, 'media cleanup failed; retried at the next run'));
      };
      timer = setTimeout(function first() {
        tick();
        timer = setInterval(tick, intervalMs);
        timer.unref();
      }, FIRST_RUN_DELAY_MS);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearTimeout(timer);
      clearInterval(timer);
      timer = undefined;
      await queue;
    },
  };
  return job;
}
export type MediaCleanupJob = ReturnType<typeof createMediaCleanupJob>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The media cleanup job of this instance (tests trigger it with runOnce). */
    mediaCleanup: MediaCleanupJob;
  }
}

export async function registerMediaCleanup(app: FastifyInstance, { mediaCleanup: job }: { mediaCleanup: MediaCleanupJob }): Promise<void> {
  app.decorate('mediaCleanup', job);
  app.addHook('onReady', () => {
    job.start();
  });
  app.addHook('onClose', () => job.stop());
}
