import type { ContentVersion } from './content-version';

export interface VersionedCacheOptions {
  /** How long an entry is reused at most (other instances' writes without Redis); 0 turns caching off. */
  ttlMs: number;
  maxEntries?: number;
  /** Monotonic milliseconds. */
  now?: () => number;
  /** Entries are dropped whenever it changes. */
  version: ContentVersion;
}

export interface VersionedCache<V> {
  /** The value under `key`, loaded by `load` when missing, expired or of an older content version. */
  get(key: string, load: () => Promise<V>): Promise<V>;
}

interface Entry<V> {
  expiresAt: number;
  value: Promise<V>;
}

/**
 * Values that depend only on the public content (docs/decisions/062, 087). Concurrent requests for one missing key
 * share one load; a failed load is not kept; a load that started before a version change still reaches the requests
 * that waited for it but is never served after it. At most `maxEntries`, the oldest dropped first.
 */
export function createVersionedCache<V>(options: VersionedCacheOptions): VersionedCache<V> {
  const { ttlMs, maxEntries = 1000, now = () => performance.now(), version } = options;
  const entries = new Map<string, Entry<V>>();
  version.onChange(() => entries.clear());
  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const time = now();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > time) return cached.value;
      if (cached) entries.delete(key);
      else if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const entry: Entry<V> = { expiresAt: time + ttlMs, value: load() };
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
  };
}
