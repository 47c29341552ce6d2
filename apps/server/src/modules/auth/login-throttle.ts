import type { Db, DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { TooManyRequestsError } from '../../errors';

/** Per client address: at most this many password checks (in flight or failed) per window. */
export const LOGIN_IP_MAX_ATTEMPTS = 5;
export const LOGIN_IP_WINDOW_MS = 10 * 60 * 1000;
/** Per account: this many attempts at full speed, then each next one waits 1 s, 2 s, 4 s ... up to a minute. */
export const LOGIN_ACCOUNT_FREE_ATTEMPTS = 5;
export const LOGIN_ACCOUNT_MAX_DELAY_MS = 60 * 1000;
export const LOGIN_ACCOUNT_WINDOW_MS = 60 * 60 * 1000;
export const TOO_MANY_LOGINS = 'Too many failed login attempts. Please try again later.';

/** How long a key must wait before its next attempt (0: now), from its row within the window. */
interface ThrottlePolicy {
  windowMs: number;
  waitMs(row: { attempts: number; lastAttemptAt: number; windowStart: number }, now: number): number;
}

const perAddress: ThrottlePolicy = {
  windowMs: LOGIN_IP_WINDOW_MS,
  waitMs: (row, now) => (row.attempts >= LOGIN_IP_MAX_ATTEMPTS ? row.windowStart + LOGIN_IP_WINDOW_MS - now : 0),
};

export function accountDelayMs(attempts: number): number {
  if (attempts < LOGIN_ACCOUNT_FREE_ATTEMPTS) return 0;
  return Math.min(LOGIN_ACCOUNT_MAX_DELAY_MS, 1000 * 2 ** (attempts - LOGIN_ACCOUNT_FREE_ATTEMPTS));
}

const perAccount: ThrottlePolicy = {
  windowMs: LOGIN_ACCOUNT_WINDOW_MS,
  waitMs: (row, now) => row.lastAttemptAt + accountDelayMs(row.attempts) - now,
};

/** Rounds of read-then-compare-and-set before a crowded key answers "try again in a second". */
const MAX_ROUNDS = 50;

/** An attempt reserved for an address and an account; it counts as a failure unless told otherwise. */
export interface LoginReservation {
  /** The password was right: the attempt does not count against the address, and the account starts afresh. */
  succeeded(): Promise<void>;
  /** The password could not be checked (the server was busy): both get the attempt back. */
  notChecked(): Promise<void>;
}

/**
 * Login attempts are reserved before the password is checked (docs/decisions/069): a reservation is a
 * compare-and-set on the key's row, so however many requests arrive at once, no more checks run than the
 * limits allow, on every instance (the rows live in the database).
 */
export function createLoginThrottle(db: Db, clock: Clock) {
  const iso = (ms: number) => new Date(ms).toISOString();

  /** When idle keys were last deleted: at most once a minute per instance, so a login costs one commit. */
  let forgottenAt = 0;

  /** Reserves one attempt for the key; answers the milliseconds to wait when the key has none left. */
  async function reserve(db: DbOrTx, key: string, policy: ThrottlePolicy, now: number): Promise<number> {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const row = await db.selectFrom('login_throttle').selectAll().where('throttle_key', '=', key).executeTakeFirst();
      const current = row && Date.parse(row.window_start) + policy.windowMs > now ? row : undefined;
      if (current) {
        const wait = policy.waitMs(
          { attempts: current.attempts, lastAttemptAt: Date.parse(current.last_attempt_at), windowStart: Date.parse(current.window_start) },
          now,
        );
        if (wait > 0) return wait;
      }
      const next = {
        attempts: current ? current.attempts + 1 : 1,
        window_start: current ? current.window_start : iso(now),
        last_attempt_at: iso(now),
      };
      const written = row
        ? await db
            .updateTable('login_throttle')
            .set({ ...next, version: row.version + 1 })
            .where('throttle_key', '=', key)
            .where('version', '=', row.version)
            .executeTakeFirst()
            .then((r) => Number(r.numUpdatedRows))
        : await db
            .insertInto('login_throttle')
            .values({ throttle_key: key, ...next, version: 1 })
            .onConflict((oc) => oc.column('throttle_key').doNothing())
            .executeTakeFirst()
            .then((r) => Number(r.numInsertedOrUpdatedRows ?? 0));
      if (written === 1) return 0;
    }
    return 1000;
  }

  async function giveBack(db: DbOrTx, key: string): Promise<void> {
    await db
      .updateTable('login_throttle')
      .set((eb) => ({ attempts: eb('attempts', '-', 1), version: eb('version', '+', 1) }))
      .where('throttle_key', '=', key)
      .where('attempts', '>', 0)
      .execute();
  }


  return {
    /**
     * Reserves the attempt for the address and the account in one transaction (one commit per login), or
     * answers 429 with Retry-After; a refusal by the account rolls the address's reservation back. `refusal` is the
     * 429's message (the staff's re-authentication on 내 계정 answers in Korean; decision 092).
     */
    async reserve(ip: string, username: string, refusal = TOO_MANY_LOGINS): Promise<LoginReservation> {
      const refuse = (waitMs: number): never => {
        throw new TooManyRequestsError(refusal, Math.max(1, Math.ceil(waitMs / 1000)));
      };
      const now = clock.now().getTime();
      const addressKey = `ip:${ip}`;
      const accountKey = `user:${username.trim().toLowerCase()}`;
      await inTransaction(db, async (trx) => {
        const addressWait = await reserve(trx, addressKey, perAddress, now);
        if (addressWait > 0) refuse(addressWait);
        const accountWait = await reserve(trx, accountKey, perAccount, now);
        if (accountWait > 0) refuse(accountWait);
      });
      if (now - forgottenAt >= 60_000) {
        forgottenAt = now;
        await db.deleteFrom('login_throttle').where('last_attempt_at', '<', iso(now - LOGIN_ACCOUNT_WINDOW_MS)).execute();
      }
      return {
        succeeded: () =>
          inTransaction(db, async (trx) => {
            await giveBack(trx, addressKey);
            await trx.deleteFrom('login_throttle').where('throttle_key', '=', accountKey).execute();
          }),
        notChecked: () =>
          inTransaction(db, async (trx) => {
            await giveBack(trx, addressKey);
            await giveBack(trx, accountKey);
          }),
      };
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
