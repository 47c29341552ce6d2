import type { ContentVersion } from './content-version';

export interface VersionedCacheOptions<V> {
  /** How long an entry is reused at most (other instances' writes without Redis); 0 turns caching off. */
  ttlMs: number;
  maxEntries?: number;
  /** With `sizeOf`: the most memory the values may take (approximate bytes); the oldest are dropped beyond it. */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
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
  /** Known once the value has loaded. */
  bytes: number;
}

/**
 * Values that depend only on the public content (docs/decisions/062, 087). Concurrent requests for one missing key
 * share one load; a failed load is not kept; a load that started before a version change still reaches the requests
 * that waited for it but is never served after it. At most `maxEntries`, the oldest dropped first.
 */
export function createVersionedCache<V>(options: VersionedCacheOptions<V>): VersionedCache<V> {
  const { ttlMs, maxEntries = 1000, now = () => performance.now(), version, maxBytes = Infinity, sizeOf } = options;
  const entries = new Map<string, Entry<V>>();
  let bytes = 0;
  const remove = (key: string, entry: Entry<V>) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const dropOldest = () => {
    const [key, entry] = entries.entries().next().value!;
    remove(key, entry);
  };
  version.onChange(() => {
    entries.clear();
    bytes = 0;
  });
  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const time = now();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > time) return cached.value;
      if (cached) remove(key, cached);
      else if (entries.size >= maxEntries) dropOldest();
      const entry: Entry<V> = { expiresAt: time + ttlMs, value: load(), bytes: 0 };
      entries.set(key, entry);
      entry.value.then(
        (value) => {
          if (!sizeOf || entries.get(key) !== entry) return;
          entry.bytes = sizeOf(value);
          bytes += entry.bytes;
          while (bytes > maxBytes && entries.size > 1) dropOldest();
        },
        () => remove(key, entry),
      );
      return entry.value;
    },
  };
}
