import { MEDIA_PATH_PATTERN } from '@agency/contract/media';
import type { DbOrTx } from '../../db/database';
import { listReferencingRows, MEDIA_REFERENCING_TABLES } from './media-repository';

export { lockMediaReferences } from './media-repository';

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
    const rows = await listReferencingRows(db, table, options);
    for (const row of rows) stringsIn(row, texts);
  }
  return mediaKeysIn(texts);
}
