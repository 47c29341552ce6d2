import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseKind, Db, Tx } from './database';
import { isDatabaseUnavailable } from './database-errors';
import { createGroupCommit } from './group-commit';

/** Writes `count` occurrences of one counter (a view of an artist in a month, visits from a source). */
export type CounterWrite = (tx: Tx, count: number) => Promise<void>;

/** Distinct counters held before a batch is written early (a flood of new traffic source names, say). */
const MAX_PENDING_COUNTERS = 10_000;
/** Flushes a counter is kept through while the database is unavailable (about 2 minutes at the default interval). */
const MAX_ATTEMPTS = 120;

/**
 * View and traffic counters (decision 089). With a flush interval, a counted view or visit is added to this
 * instance's batch and acknowledged at once; every `flushMs` the batch is written in one transaction, the same
 * counter summed into one statement. So 5,000 views a second cost a transaction a second, on SQLite and PostgreSQL.
 * `flush()` runs on shutdown (SIGTERM loses nothing); a SIGKILL loses at most the batch not yet written.
 * A batch whose transaction fails is written counter by counter, so one failing write loses only its own count; while
 * the database is unavailable the batch is kept for the next flush (up to MAX_ATTEMPTS flushes).
 * With `flushMs` 0 every count is written before it is acknowledged (db/group-commit.ts), as the API tests expect.
 */
export function createCounterWrites(deps: { db: Db; kind: DatabaseKind; flushMs: number; log: Pick<FastifyBaseLogger, 'error' | 'warn'> }) {
  const { db, flushMs, log } = deps;
  const groupCommit = createGroupCommit(db, deps.kind);
  type Pending = { count: number; write: CounterWrite; attempts: number };
  let pending = new Map<string, Pending>();
  let flushing: Promise<void> = Promise.resolve();

  /** A batch the database could not take comes back for the next flush, as long as the outage is short. */
  function putBack(key: string, entry: Pending, error: unknown): void {
    if (entry.attempts + 1 >= MAX_ATTEMPTS) {
      log.error({ err: error, counter: key, count: entry.count }, 'counter not written; given up');
      return;
    }
    const waiting = pending.get(key);
    if (waiting) waiting.count += entry.count;
    else pending.set(key, { ...entry, attempts: entry.attempts + 1 });
  }

  async function writeBatch(batch: Map<string, Pending>): Promise<void> {
    if (batch.size === 0) return;
    try {
      await db.transaction().execute(async (tx) => {
        for (const { count, write } of batch.values()) await write(tx, count);
      });
      return;
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        for (const [key, entry] of batch) putBack(key, entry, error);
        return;
      }
    }
    for (const [key, entry] of batch) {
      await db
        .transaction()
        .execute((tx) => entry.write(tx, entry.count))
        .catch((error: unknown) => (isDatabaseUnavailable(error) ? putBack(key, entry, error) : log.error({ err: error, counter: key, count: entry.count }, 'counter not written')));
    }
  }

  function flush(): Promise<void> {
    const batch = pending;
    pending = new Map();
    // One batch at a time, in order.
    flushing = flushing.then(() => writeBatch(batch));
    return flushing;
  }

  const timer = flushMs > 0 ? setInterval(() => void flush(), flushMs) : undefined;
  timer?.unref();

  return {
    /** Counts one occurrence of the counter `key`, written by `write` with the sum of its occurrences. */
    add(key: string, write: CounterWrite): Promise<void> {
      if (flushMs <= 0) return groupCommit.run((tx) => write(tx, 1));
      const entry = pending.get(key);
      if (entry) entry.count += 1;
      else {
        pending.set(key, { count: 1, write, attempts: 0 });
        if (pending.size >= MAX_PENDING_COUNTERS) void flush();
      }
      return Promise.resolve();
    },
    /** Writes the batch now (and waits for batches under way). */
    flush,
    /** Shutdown: no more timed batches, the last one written. */
    async close(): Promise<void> {
      if (timer) clearInterval(timer);
      await flush();
    },
  };
}

export type CounterWrites = ReturnType<typeof createCounterWrites>;
