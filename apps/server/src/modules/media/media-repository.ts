import { sql } from 'kysely';
import type { DatabaseKind, DbOrTx } from '../../db/database';

/**
 * Every table whose texts may hold the address of an uploaded file. A new table that stores one belongs
 * here, or the cleanup job (jobs/media-cleanup-job.ts) would take its files for unused.
 */
export const MEDIA_REFERENCING_TABLES = [
  'artists',
  'artist_detail_images',
  'artist_detail_videos',
  'artist_polaroids',
  'page_content_texts',
  'page_content_images',
  'page_content_videos',
  // Last: a delete moves an artist's references from the tables above into the history in one transaction; reading
  // the history after them, the cleanup sees every reference either there or here.
  'audit_entries',
] as const;

/**
 * The rows of a table whose texts may hold the address of an uploaded file. With `historyFrom`, history entries older
 * than that time are left out.
 */
export function listReferencingRows(db: DbOrTx, table: (typeof MEDIA_REFERENCING_TABLES)[number], options: { historyFrom?: string } = {}): Promise<object[]> {
  return table === 'audit_entries' && options.historyFrom !== undefined
    ? db.selectFrom('audit_entries').selectAll().where('at', '>=', options.historyFrom).execute()
    : db.selectFrom(table as 'artists').selectAll().execute();
}

/** Any number; it names the lock between saves that refer to media and the cleanup's marking. */
const MEDIA_REFERENCES_LOCK = 7_400_311;

/**
 * Orders saves that refer to uploaded files against the cleanup job's marking, so a file cannot be marked unused
 * while a save that refers to it commits: saves share the lock, the marking takes it alone. PostgreSQL only:
 * SQLite runs one transaction at a time on the app's single connection.
 */
export async function lockMediaReferences(trx: DbOrTx, kind: DatabaseKind, mode: 'shared' | 'exclusive'): Promise<void> {
  if (kind !== 'postgres') return;
  const lock = mode === 'shared' ? sql`pg_advisory_xact_lock_shared` : sql`pg_advisory_xact_lock`;
  await sql`select ${lock}(${MEDIA_REFERENCES_LOCK})`.execute(trx);
}

/** One of these keys the cleanup marked or removed, if any. */
export async function findRemovedKey(db: DbOrTx, keys: string[]): Promise<string | undefined> {
  return (await db.selectFrom('media_removals').select('media_key').where('media_key', 'in', keys).executeTakeFirst())?.media_key;
}

/** Marks files for removal; a file uploaded again under a key removed before is marked again. */
export async function markRemovals(trx: DbOrTx, keys: string[], now: string): Promise<void> {
  await trx
    .insertInto('media_removals')
    .values(keys.map((media_key) => ({ media_key, marked_at: now, removed_at: null })))
    .onConflict((oc) => oc.column('media_key').doUpdateSet({ marked_at: now, removed_at: null }))
    .execute();
}

/** The marked files not removed from storage yet. */
export async function listPendingRemovals(db: DbOrTx): Promise<string[]> {
  return (await db.selectFrom('media_removals').select('media_key').where('removed_at', 'is', null).execute()).map((row) => row.media_key);
}

export async function setRemoved(db: DbOrTx, key: string, at: string): Promise<void> {
  await db.updateTable('media_removals').set({ removed_at: at }).where('media_key', '=', key).execute();
}

/** The files removed from storage at or after `since`. */
export async function listRemovedSince(db: DbOrTx, since: string): Promise<string[]> {
  const rows = await db.selectFrom('media_removals').select('media_key').where('removed_at', 'is not', null).where('removed_at', '>=', since).execute();
  return rows.map((row) => row.media_key);
}
