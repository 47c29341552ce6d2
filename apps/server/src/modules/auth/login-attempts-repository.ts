import type { Selectable } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { LoginThrottleTable } from '../../db/schema';

/** One throttle key's row (an address, an account, or the two together): the attempts reserved in its window. */
export type LoginAttemptsRow = Selectable<LoginThrottleTable>;

/** The counts a reservation writes. */
export interface LoginAttemptsCounts {
  attempts: number;
  window_start: string;
  last_attempt_at: string;
}

export function findLoginAttempts(db: DbOrTx, key: string): Promise<LoginAttemptsRow | undefined> {
  return db.selectFrom('login_throttle').selectAll().where('throttle_key', '=', key).executeTakeFirst();
}

/** Compare-and-set on the row's version: true when this write won (no other reservation came between). */
export async function updateLoginAttempts(db: DbOrTx, key: string, seenVersion: number, counts: LoginAttemptsCounts): Promise<boolean> {
  const result = await db
    .updateTable('login_throttle')
    .set({ ...counts, version: seenVersion + 1 })
    .where('throttle_key', '=', key)
    .where('version', '=', seenVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The key's first row: false when a concurrent reservation inserted it first. */
export async function insertLoginAttempts(db: DbOrTx, key: string, counts: LoginAttemptsCounts): Promise<boolean> {
  const result = await db
    .insertInto('login_throttle')
    .values({ throttle_key: key, ...counts, version: 1 })
    .onConflict((oc) => oc.column('throttle_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Gives one attempt back (it was a right password, or none was checked). */
export async function giveBackLoginAttempt(db: DbOrTx, key: string): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set((eb) => ({ attempts: eb('attempts', '-', 1), version: eb('version', '+', 1) }))
    .where('throttle_key', '=', key)
    .where('attempts', '>', 0)
    .execute();
}

/** The key starts afresh (a right password for the account). */
export async function clearLoginAttempts(db: DbOrTx, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('throttle_key', '=', key).execute();
}

/** Deletes the rows of keys idle since `before` (ISO time). */
export async function forgetIdleLoginAttempts(db: DbOrTx, before: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('last_attempt_at', '<', before).execute();
}
