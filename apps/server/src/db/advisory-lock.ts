import { sql } from 'kysely';
import type { DatabaseKind, DbOrTx } from './database';

/**
 * Holds a named lock until the transaction ends (PostgreSQL; SQLite runs one transaction at a time on the app's single
 * connection): writers of one target that has no row of its own to lock (a setting, an order) run one after the
 * other. Waits are bounded by lock_timeout (docs/decisions/091).
 */
export async function lockNamed(trx: DbOrTx, kind: DatabaseKind, name: string): Promise<void> {
  if (kind !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
}

/** The lock name of a history target (decision 086): what a save and a restore of it both take. */
export const auditTargetLock = (type: string, key: string) => `audit:${type}:${key}`;
