import type { ContentVersion } from './content-version';

export interface LastGoodOptions<V> {
  /** Every copy is dropped when it changes: a copy never shows content older than the instance knows of. */
  version: ContentVersion;
  maxEntries: number;
  /** With `sizeOf`: the most memory the copies may take (approximate bytes); the oldest are dropped beyond it. */
  maxBytes: number;
  sizeOf: (value: V) => number;
}

export interface LastGood<V> {
  /** The content version now: given back to `set` by a value made from what was read from here on. */
  stamp(): number;
  /** Keeps `value` under `key`, unless the content changed since `stamp` (it was made from older content). */
  set(key: string, value: V, stamp: number): void;
  /** The last value set under `key` in the current content version, however old. */
  get(key: string): V | undefined;
}

/**
 * The last good value of each key in the current content version, past any time to live: what is sent when a value
 * can no longer be made (the database is down) instead of nothing (decision 095). The oldest go first beyond the bounds.
 */
export function createLastGood<V>(options: LastGoodOptions<V>): LastGood<V> {
  const entries = new Map<string, { value: V; bytes: number }>();
  let bytes = 0;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  options.version.onChange(() => {
    entries.clear();
    bytes = 0;
  });
  return {
    stamp: () => options.version.current(),
    set(key, value, stamp) {
      if (stamp !== options.version.current()) return;
      forget(key);
      const entry = { value, bytes: options.sizeOf(value) };
      entries.set(key, entry);
      bytes += entry.bytes;
      while (entries.size > 1 && (entries.size > options.maxEntries || bytes > options.maxBytes)) forget(entries.keys().next().value!);
    },
    get: (key) => entries.get(key)?.value,
  };
}
