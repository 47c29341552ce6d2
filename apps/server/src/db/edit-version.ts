import type { DbOrTx } from './database';

/** Tables whose rows carry an edit version (decision 072): every edit of the content moves it on (decision 106). */
type VersionedTable = 'artists' | 'boards' | 'packages' | 'applications' | 'jobs';

/**
 * Moves a row's version on (and its updated_at) if it is `expected` (any when undefined, none when null); answers
 * the new version, or undefined when the row is gone or has another version. Also locks the row for the transaction.
 */
export async function bumpVersion(db: DbOrTx, table: VersionedTable, id: number, expected: number | null | undefined, now: string): Promise<number | undefined> {
  if (expected === null) return undefined;
  let query = db
    .updateTable(table)
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', id);
  if (expected !== undefined) query = query.where('version', '=', expected);
  const row = await query.returning('version').executeTakeFirst();
  return row?.version;
}

/**
 * Checks a row's version without moving it: answers it if it is `expected` (any when undefined, none when null), or
 * undefined when the row is gone or has another version; locks the row for the transaction as bumpVersion does. For a
 * save that may change nothing of the row's content (decision 106): it moves the version with bumpVersion only if it did.
 */
export async function claimVersion(db: DbOrTx, table: VersionedTable, id: number, expected: number | null | undefined): Promise<number | undefined> {
  if (expected === null) return undefined;
  let query = db
    .updateTable(table)
    .set((eb) => ({ version: eb.ref('version') }))
    .where('id', '=', id);
  if (expected !== undefined) query = query.where('version', '=', expected);
  const row = await query.returning('version').executeTakeFirst();
  return row?.version;
}
