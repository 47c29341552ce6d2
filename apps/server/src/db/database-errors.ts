/** The database cannot be reached or stopped answering (refused, reset, shut down, timed out): try again later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === '57P01' ||
    code === '57P03' ||
    // statement_timeout cancelled the statement; idle_in_transaction_session_timeout ended the session
    code === '57014' ||
    code === '25P03' ||
    /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|Query read timeout|Client has encountered a connection error/i.test(message)
  );
}

/**
 * A lock wait ran past PostgreSQL's lock_timeout (55P03): another request holds what this one needs for longer than it
 * may wait. Nothing was written (the transaction rolled back); the request met a concurrent one: 409, try again.
 */
export function isLockTimeout(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '55P03';
}

export const LOCK_TIMEOUT_MESSAGE = '다른 저장이 진행 중입니다. 잠시 후 다시 시도해 주세요.';

/** A row with this key or unique value exists already (another writer may have taken it a moment ago). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** A row refers to one that is gone: deleted by a concurrent request between a check and the write. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** PostgreSQL refusing a value's characters (a NUL byte, an untranslatable character): bad input, not a fault. */
export function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '22021' || code === '22P05';
}

/** Runs `work`; a database error that `matches` reaches the caller as `replacement()` (a 404 or 409 of its own words). */
export async function translateDatabaseError<T>(work: () => Promise<T>, matches: (error: unknown) => boolean, replacement: () => Error): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (matches(error)) throw replacement();
    throw error;
  }
}
