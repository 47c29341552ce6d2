import type { Redis } from 'ioredis';
import type { Clock } from '../../lib/clock';
import { REDIS_KEY_PREFIX } from '../../lib/shared-redis';

/** One counted view per client IP and artist within this window (decision record 060). */
export const VIEW_DEDUPE_WINDOW_MS = 30 * 60_000;
/** Bound on remembered (IP, artist) pairs; the oldest are forgotten first. */
export const VIEW_DEDUPE_MAX_ENTRIES = 100_000;

export interface ViewDedupe {
  /** True when this client's view of this artist counts (its first in the window); records it. */
  shouldCount(clientIp: string, artistId: number): boolean | Promise<boolean>;
}

/**
 * In-memory, per instance (without REDIS_URL): with N instances one client counts at most N views per artist per
 * window. Reloads and scripted loops from one IP count once.
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

/**
 * Shared by every instance through Redis (decision 088): one key per artist and client, set only if absent, expiring
 * with the window. While Redis cannot answer, this instance's own memory decides, so views are still counted.
 */
export function createSharedViewDedupe(redis: Pick<Redis, 'set'>, fallback: ViewDedupe, options: { windowMs?: number } = {}): ViewDedupe {
  const windowMs = options.windowMs ?? VIEW_DEDUPE_WINDOW_MS;
  return {
    async shouldCount(clientIp, artistId) {
      try {
        return (await redis.set(`${REDIS_KEY_PREFIX}view:${artistId}:${clientIp}`, '1', 'PX', windowMs, 'NX')) === 'OK';
      } catch {
        return fallback.shouldCount(clientIp, artistId);
      }
    },
  };
}
