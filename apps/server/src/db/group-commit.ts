import type { DatabaseKind, Db, Tx } from './database';

export type Write = (tx: Tx) => Promise<void>;

/**
 * Group commit for small independent writes (view and traffic counters). On SQLite every commit is an
 * fsync (synchronous = FULL), so one transaction per request caps the write rate at the disk's fsync rate
 * and queues everything behind it. Here writes are gathered until the event loop has handled every request
 * that is ready (setImmediate: after the current I/O phase), then all of them run in one transaction: one
 * fsync per group, no added delay when idle. better-sqlite3 commits synchronously, so starting at once would
 * commit each request's write before the next request is even read.
 * Each caller's promise settles only after the transaction holding its write has committed, so an
 * acknowledged count is as durable as before. If a group's transaction fails, its writes are retried one
 * by one, so a single failing write cannot fail the others.
 *
 * PostgreSQL commits from its connection pool in parallel (and groups commits itself): writes run in a
 * transaction of their own there.
 */
export function createGroupCommit(db: Db, kind: DatabaseKind) {
  type Job = { write: Write; resolve: () => void; reject: (error: unknown) => void };
  let waiting: Job[] = [];
  let committing = false;
  let scheduled = false;

  async function runAlone(job: Job): Promise<void> {
    try {
      await db.transaction().execute(job.write);
      job.resolve();
    } catch (error) {
      job.reject(error);
    }
  }

  async function commitWaiting(): Promise<void> {
    committing = true;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      if (group.length === 1) {
        await runAlone(group[0]!);
        continue;
      }
      try {
        await db.transaction().execute(async (tx) => {
          for (const job of group) await job.write(tx);
        });
        for (const job of group) job.resolve();
      } catch {
        for (const job of group) await runAlone(job);
      }
    }
    committing = false;
  }

  return {
    /** Runs `write` in a transaction (shared with other waiting writes on SQLite); resolves once committed. */
    run(write: Write): Promise<void> {
      if (kind !== 'sqlite') return db.transaction().execute(write);
      return new Promise<void>((resolve, reject) => {
        waiting.push({ write, resolve, reject });
        if (committing || scheduled) return;
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          void commitWaiting();
        });
      });
    },
  };
}
