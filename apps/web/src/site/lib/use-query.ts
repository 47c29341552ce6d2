import type { InitialData } from '@agency/contract/query-keys';
import { useCallback, useSyncExternalStore } from 'react';
import { afterFirstScreen } from './after-first-screen';

/** Result of a read: `data` once loaded, `error` when it failed. */
export type QueryState<T> = { data: T | undefined; error: unknown; isLoading: boolean };

/** `refreshAfterPaint`: the next load waits until the first screen is drawn (afterFirstScreen) (data the server sent, shown meanwhile). */
type Entry = { state: QueryState<unknown>; listeners: Set<() => void>; loadedAt: number; pending: boolean; refreshAfterPaint?: boolean };

/** Results are reused for a minute, then refreshed in the background while still shown. */
const STALE_AFTER_MS = 60_000;
const LOADING: QueryState<never> = { data: undefined, error: undefined, isLoading: true };
const IDLE: QueryState<never> = { data: undefined, error: undefined, isLoading: false };
const entries = new Map<string, Entry>();

function publish(entry: Entry, state: QueryState<unknown>): void {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

function ensureLoaded(key: string, fetcher: () => Promise<unknown>): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { state: LOADING, listeners: new Set(), loadedAt: 0, pending: false };
    entries.set(key, entry);
  }
  const fresh = entry.state.data !== undefined && Date.now() - entry.loadedAt < STALE_AFTER_MS;
  if (entry.pending || fresh) return entry;
  const target = entry;
  target.pending = true;
  if (target.state.error !== undefined) publish(target, LOADING);
  const load = () =>
    fetcher().then(
      (data) => {
        target.pending = false;
        target.loadedAt = Date.now();
        publish(target, { data, error: undefined, isLoading: false });
      },
      (error: unknown) => {
        target.pending = false;
        publish(target, { data: undefined, error: error ?? new Error('Request failed'), isLoading: false });
      },
    );
  if (target.refreshAfterPaint) {
    target.refreshAfterPaint = false;
    afterFirstScreen(() => void load());
  } else void load();
  return target;
}

/**
 * Fills the cache with answers the server sent with the page (lib/initial-data.ts). They count as just
 * loaded, except `refresh` ones, which are shown while the page calls the API again once its first screen is
 * drawn (the call does not compete with it).
 */
export function seedQueries(initial: InitialData, now = Date.now()): void {
  for (const [key, { data, refresh }] of Object.entries(initial)) {
    if (data === undefined || entries.has(key)) continue;
    entries.set(key, {
      state: { data, error: undefined, isLoading: false },
      listeners: new Set(),
      loadedAt: refresh ? 0 : now,
      pending: false,
      refreshAfterPaint: refresh === true,
    });
  }
}

/** Drops cached reads whose key starts with `prefix` (all when omitted), e.g. after an admin save. */
export function invalidateQueries(prefix = ''): void {
  for (const [key, entry] of entries) if (key.startsWith(prefix) && entry.listeners.size === 0) entries.delete(key);
}

/**
 * Minimal shared read hook: one request per key at a time, shared by every component that asks
 * for the same key (header and page share one round of API calls). `key` null means "do not load yet".
 * The fetcher is identified by the key.
 */
export function useQuery<T>(key: string | null, fetcher: () => Promise<T>): QueryState<T> {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (key === null) return () => undefined;
      const entry = ensureLoaded(key, fetcher);
      entry.listeners.add(onChange);
      onChange();
      return () => {
        entry.listeners.delete(onChange);
      };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const getSnapshot = () => (key === null ? IDLE : (entries.get(key)?.state ?? LOADING)) as QueryState<T>;
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
