import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { TooManyRequestsError } from '../../errors';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 10 * 60 * 1000;

/**
 * Counts failed logins per IP and per username in the database, so the limit holds
 * across several server instances and restarts.
 */
export function createLoginThrottle(db: Db, clock: Clock) {
  const keysFor = (ip: string, username: string) => [`ip:${ip}`, `user:${username.trim().toLowerCase()}`];

  return {
    async assertAllowed(ip: string, username: string): Promise<void> {
      const now = clock.now().getTime();
      const since = new Date(now - LOGIN_WINDOW_MS).toISOString();
      const rows = await db
        .selectFrom('login_failures')
        .select(['throttle_key', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min('failed_at').as('oldest')])
        .where('throttle_key', 'in', keysFor(ip, username))
        .where('failed_at', '>', since)
        .groupBy('throttle_key')
        .execute();
      const blocked = rows.filter((r) => Number(r.n) >= LOGIN_MAX_FAILURES);
      if (blocked.length === 0) return;
      const oldest = Math.min(...blocked.map((r) => new Date(String(r.oldest)).getTime()));
      const retryAfter = Math.max(1, Math.ceil((oldest + LOGIN_WINDOW_MS - now) / 1000));
      throw new TooManyRequestsError('Too many failed login attempts. Please try again later.', retryAfter);
    },
    async recordFailure(ip: string, username: string): Promise<void> {
      const failedAt = clock.now().toISOString();
      await db
        .insertInto('login_failures')
        .values(keysFor(ip, username).map((throttle_key) => ({ throttle_key, failed_at: failedAt })))
        .execute();
      const expired = new Date(clock.now().getTime() - LOGIN_WINDOW_MS).toISOString();
      await db.deleteFrom('login_failures').where('failed_at', '<', expired).execute();
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
