import { MEDIA_PATH_PATTERN } from '@agency/contract/media';
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

const KEY_INSIDE_TEXT = new RegExp(MEDIA_PATH_PATTERN.source.slice(1, -1), 'gi');

/**
 * Keys of uploaded files (MEDIA_PATH_PATTERN) inside any of the texts, whatever address holds them:
 * `/media/<key>`, a CDN or bucket URL, `/img/640/<key>`.
 */
export function mediaKeysIn(texts: Iterable<string>): Set<string> {
  const keys = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(KEY_INSIDE_TEXT)) {
      // A match may start with segments of the address ("media/", "img/640/"): every tail counts too.
      let candidate = match[0];
      for (;;) {
        if (MEDIA_PATH_PATTERN.test(candidate)) keys.add(candidate);
        const slash = candidate.indexOf('/');
        if (slash < 0) break;
        candidate = candidate.slice(slash + 1);
      }
    }
  }
  return keys;
}

/** Every string inside a value (a request body, a row), at any depth. */
export function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}

/**
 * The keys of every uploaded file some row refers to. With `historyFrom`, history entries older than that time are
 * left out: what would still refer to a file once a retention deleted them (the retention preview, decision 102).
 */
export async function referencedMediaKeys(db: DbOrTx, options: { historyFrom?: string } = {}): Promise<Set<string>> {
  const texts: string[] = [];
  for (const table of MEDIA_REFERENCING_TABLES) {
    const rows =
      table === 'audit_entries' && options.historyFrom !== undefined
        ? await db.selectFrom('audit_entries').selectAll().where('at', '>=', options.historyFrom).execute()
        : await db.selectFrom(table as 'artists').selectAll().execute();
    for (const row of rows) stringsIn(row, texts);
  }
  return mediaKeysIn(texts);
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
