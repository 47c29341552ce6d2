import { useEffect, useState } from 'react';

/** Result of a read: `data` once loaded, `error` when it failed. */
export type QueryState<T> = { data: T | undefined; error: unknown; isLoading: boolean };

type Entry = { promise: Promise<unknown>; value?: unknown; done: boolean; at: number };

const CACHE_TTL_MS = 60_000;
const cache = new Map<string, Entry>();

function load<T>(key: string, fetcher: () => Promise<T>): Entry {
  const existing = cache.get(key);
  if (existing && (!existing.done || Date.now() - existing.at < CACHE_TTL_MS)) return existing;
  const entry: Entry = { promise: Promise.resolve(), done: false, at: Date.now() };
  entry.promise = fetcher().then(
    (value) => {
      entry.value = value;
      entry.done = true;
      entry.at = Date.now();
      return value;
    },
    (error: unknown) => {
      cache.delete(key);
      throw error;
    },
  );
  cache.set(key, entry);
  return entry;
}

/** Drops cached reads whose key starts with `prefix` (all when omitted), e.g. after an admin save. */
export function invalidateQueries(prefix = ''): void {
  for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
}

/**
 * Minimal shared read hook: one request per key at a time, results kept for a minute so that
 * several components (header, page) share one round of API calls. `key` null means "do not load yet".
 */
export function useQuery<T>(key: string | null, fetcher: () => Promise<T>): QueryState<T> {
  const cached = key ? cache.get(key) : undefined;
  const initial: QueryState<T> = cached?.done
    ? { data: cached.value as T, error: undefined, isLoading: false }
    : { data: undefined, error: undefined, isLoading: key !== null };
  const [state, setState] = useState<{ key: string | null; value: QueryState<T> }>({ key, value: initial });

  useEffect(() => {
    if (key === null) return;
    let active = true;
    const entry = load(key, fetcher);
    if (entry.done) {
      setState({ key, value: { data: entry.value as T, error: undefined, isLoading: false } });
      return;
    }
    setState({ key, value: { data: undefined, error: undefined, isLoading: true } });
    entry.promise.then(
      (value) => {
        if (active) setState({ key, value: { data: value as T, error: undefined, isLoading: false } });
      },
      (error: unknown) => {
        if (active) setState({ key, value: { data: undefined, error, isLoading: false } });
      },
    );
    return () => {
      active = false;
    };
    // The fetcher is identified by the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return state.key === key ? state.value : initial;
}
