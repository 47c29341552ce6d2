import type { Clock } from '../../lib/clock';

/** One counted view per client IP and artist within this window (decision record 060). */
export const VIEW_DEDUPE_WINDOW_MS = 30 * 60_000;
/** Bound on remembered (IP, artist) pairs; the oldest are forgotten first. */
export const VIEW_DEDUPE_MAX_ENTRIES = 100_000;

export interface ViewDedupe {
  /** True when this client's view of this artist counts (its first in the window); records it. */
  shouldCount(clientIp: string, artistId: number): boolean;
}

/**
 * In-memory, per instance (like the request rate limits of decision 004): with N instances one client
 * counts at most N views per artist per window. Reloads and scripted loops from one IP count once.
 */
export function createViewDedupe(
  clock: Clock,
  options: { windowMs?: number; maxEntries?: number } = {},
): ViewDedupe {
  const windowMs = options.windowMs ?? VIEW_DEDUPE_WINDOW_MS;
  const maxEntries = options.maxEntries ?? VIEW_DEDUPE_MAX_ENTRIES;
  /** key -> time the counted view happened; Map order is insertion order, oldest first. */
  const seen = new Map<string, number>();
  return {
    shouldCount(clientIp, artistId) {
      const now = clock.now().getTime();
      const key = `${artistId}|${clientIp}`;
      const at = seen.get(key);
      if (at !== undefined && now - at < windowMs) return false;
      seen.delete(key);
      seen.set(key, now);
      while (seen.size > maxEntries) seen.delete(seen.keys().next().value as string);
      return true;
    },
  };
}
