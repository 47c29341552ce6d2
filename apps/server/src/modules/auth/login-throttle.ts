import { loginRefusalText } from '@agency/contract/login-refusal';
import type { Db, DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { TooManyRequestsError } from '../../errors';
import {
  clearLoginAttempts,
  findLoginAttempts,
  forgetIdleLoginAttempts,
  giveBackLoginAttempt,
  insertLoginAttempts,
  updateLoginAttempts,
} from './login-attempts-repository';

/**
 * Per account and address together: at most this many password checks (in flight or failed) per window. One person's
 * typos lock that account at that address only; a colleague behind the same office router signs in (decision 104).
 */
export const LOGIN_ACCOUNT_ADDRESS_MAX_ATTEMPTS = 5;
export const LOGIN_ACCOUNT_ADDRESS_WINDOW_MS = 10 * 60 * 1000;
/** Per address across accounts: a ceiling far above an office's typos, far below guessing many accounts. */
export const LOGIN_ADDRESS_MAX_ATTEMPTS = 50;
export const LOGIN_ADDRESS_WINDOW_MS = 10 * 60 * 1000;
/** Per account across addresses: this many attempts at full speed, then each next one waits 1 s, 2 s, 4 s ... up to a minute. */
export const LOGIN_ACCOUNT_FREE_ATTEMPTS = 5;
export const LOGIN_ACCOUNT_MAX_DELAY_MS = 60 * 1000;
export const LOGIN_ACCOUNT_WINDOW_MS = 60 * 60 * 1000;
export const TOO_MANY_LOGINS = '로그인 시도가 너무 많습니다. 잠시 후 다시 시도하세요.';

/** How long a key must wait before its next attempt (0: now), from its row within the window. */
interface ThrottlePolicy {
  windowMs: number;
  waitMs(row: { attempts: number; lastAttemptAt: number; windowStart: number }, now: number): number;
}

/** A hard limit: `max` attempts per window, then none until the window ends. */
function limit(max: number, windowMs: number): ThrottlePolicy {
  return { windowMs, waitMs: (row, now) => (row.attempts >= max ? row.windowStart + windowMs - now : 0) };
}

const perAccountAndAddress = limit(LOGIN_ACCOUNT_ADDRESS_MAX_ATTEMPTS, LOGIN_ACCOUNT_ADDRESS_WINDOW_MS);
const perAddress = limit(LOGIN_ADDRESS_MAX_ATTEMPTS, LOGIN_ADDRESS_WINDOW_MS);

export function accountDelayMs(attempts: number): number {
  if (attempts < LOGIN_ACCOUNT_FREE_ATTEMPTS) return 0;
  return Math.min(LOGIN_ACCOUNT_MAX_DELAY_MS, 1000 * 2 ** (attempts - LOGIN_ACCOUNT_FREE_ATTEMPTS));
}

const perAccount: ThrottlePolicy = {
  windowMs: LOGIN_ACCOUNT_WINDOW_MS,
  waitMs: (row, now) => row.lastAttemptAt + accountDelayMs(row.attempts) - now,
};

/** The longest window: a key idle that long holds nothing any more. */
const LONGEST_WINDOW_MS = Math.max(LOGIN_ACCOUNT_WINDOW_MS, LOGIN_ADDRESS_WINDOW_MS, LOGIN_ACCOUNT_ADDRESS_WINDOW_MS);

/** Rounds of read-then-compare-and-set before a crowded key answers "try again in a second". */
const MAX_ROUNDS = 50;

/** An attempt reserved for an address and an account; it counts as a failure unless told otherwise. */
export interface LoginReservation {
  /** The password was right: the attempt does not count against the address, and the account starts afresh. */
  succeeded(): Promise<void>;
  /** The password could not be checked (the server was busy): every key gets the attempt back. */
  notChecked(): Promise<void>;
}

/**
 * Login attempts are reserved before the password is checked (docs/decisions/069): a reservation is a
 * compare-and-set on the key's row, so however many requests arrive at once, no more checks run than the
 * limits allow, on every instance (the rows live in the database). Three keys (decision 104): the address (a high
 * ceiling), the account at that address (the lock-out a typing person meets) and the account from anywhere (a
 * growing delay, so guesses spread over many addresses are slowed too).
 */
export function createLoginThrottle(db: Db, clock: Clock) {
  const iso = (ms: number) => new Date(ms).toISOString();

  /** When idle keys were last deleted: at most once a minute per instance, so a login costs one commit. */
  let forgottenAt = 0;

  /**
   * Reserves one attempt for the key; answers the milliseconds to wait when the key has none left. `onlyRead`: another
   * key refuses already, so this one's wait is read for the Retry-After and nothing is written.
   */
  async function reserve(db: DbOrTx, key: string, policy: ThrottlePolicy, now: number, onlyRead: boolean): Promise<number> {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const row = await findLoginAttempts(db, key);
      const current = row && Date.parse(row.window_start) + policy.windowMs > now ? row : undefined;
      if (current) {
        const wait = policy.waitMs(
          { attempts: current.attempts, lastAttemptAt: Date.parse(current.last_attempt_at), windowStart: Date.parse(current.window_start) },
          now,
        );
        if (wait > 0) return wait;
      }
      if (onlyRead) return 0;
      const next = {
        attempts: current ? current.attempts + 1 : 1,
        window_start: current ? current.window_start : iso(now),
        last_attempt_at: iso(now),
      };
      const written = row ? await updateLoginAttempts(db, key, row.version, next) : await insertLoginAttempts(db, key, next);
      if (written) return 0;
    }
    return 1000;
  }

  return {
    /**
     * Reserves the attempt for the address, the account there and the account in one transaction (one commit per
     * login), always in that order (concurrent logins lock rows in one order), or answers 429 with Retry-After, the
     * longest wait of the refusing keys, and for a sign-in the reason `locked` with its Korean text; a refusal rolls
     * the other keys' reservations back. `refusal` is the 429's message (the staff's re-authentication on 내 계정
     * answers in Korean without a reason; decision 092).
     */
    async reserve(ip: string, username: string, refusal = TOO_MANY_LOGINS): Promise<LoginReservation> {
      const now = clock.now().getTime();
      const account = username.trim().toLowerCase();
      const addressKey = `ip:${ip}`;
      const pairKey = `user-ip:${account}|${ip}`;
      const accountKey = `user:${account}`;
      await inTransaction(db, async (trx) => {
        let waitMs = 0;
        for (const [key, policy] of [
          [addressKey, perAddress],
          [pairKey, perAccountAndAddress],
          [accountKey, perAccount],
        ] as const) {
          waitMs = Math.max(waitMs, await reserve(trx, key, policy, now, waitMs > 0));
        }
        if (waitMs > 0) {
          const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
          // The sign-in's refusal carries the login screen's reason; a re-authentication's says it all in its message.
          const details =
            refusal === TOO_MANY_LOGINS
              ? { reason: 'locked', reasonText: loginRefusalText('locked', retryAfterSeconds), retryAfterSeconds }
              : {};
          throw new TooManyRequestsError(refusal, retryAfterSeconds, details);
        }
      });
      if (now - forgottenAt >= 60_000) {
        forgottenAt = now;
        await forgetIdleLoginAttempts(db, iso(now - LONGEST_WINDOW_MS));
      }
      return {
        succeeded: () =>
          inTransaction(db, async (trx) => {
            await giveBackLoginAttempt(trx, addressKey);
            await clearLoginAttempts(trx, pairKey);
            await clearLoginAttempts(trx, accountKey);
          }),
        notChecked: () =>
          inTransaction(db, async (trx) => {
            await giveBackLoginAttempt(trx, addressKey);
            await giveBackLoginAttempt(trx, pairKey);
            await giveBackLoginAttempt(trx, accountKey);
          }),
      };
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
