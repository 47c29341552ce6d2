import type { Db, Tx } from './database';

/** Attempts of a transaction that PostgreSQL ended to break a deadlock or a serialization conflict. */
const MAX_ATTEMPTS = 4;

/** Deadlock detected, serialization failure: the transaction did nothing and may simply run again. */
function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/** Runs `work` in one transaction, again (up to 4 times) when PostgreSQL broke a deadlock by ending it. */
export async function inTransaction<T>(db: Db, work: (trx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt * Math.random()));
    }
  }
}
