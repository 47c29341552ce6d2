import type { DbOrTx } from '../../db/database';

/** Deletes the account's recovery codes and stores new ones (hashed). */
export async function replaceRecoveryCodeHashes(trx: DbOrTx, userId: number, codeHashes: string[]): Promise<void> {
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('recovery_codes')
    .values(codeHashes.map((codeHash) => ({ user_id: userId, code_hash: codeHash, used_at: null })))
    .execute();
}

/** Turns two-factor sign-in off for the account: its secrets and recovery codes go. */
export async function clearTwoFactor(trx: DbOrTx, userId: number): Promise<void> {
  await trx
    .updateTable('users')
    .set({ totp_secret: null, totp_pending_secret: null, totp_pending_at: null, totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', userId)
    .execute();
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

/** Ends every session of the account (tokens and challenges carry the version); answers the new version. */
export async function nextTokenVersion(trx: DbOrTx, userId: number): Promise<number | undefined> {
  const row = await trx
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .returning('token_version')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.token_version);
}

/** Ends the sessions of every account without two-factor sign-in (the requirement was turned on). */
export async function endSessionsWithoutTwoFactor(trx: DbOrTx): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('totp_enabled_at', 'is', null)
    .execute();
}

/**
 * Marks a challenge used; false when it already was (the insert of the same key finds the row). Challenges that ended
 * before `now` are forgotten on the way.
 */
export async function claimChallengeId(trx: DbOrTx, challenge: { id: string; expiresAt: string }, now: string): Promise<boolean> {
  await trx.deleteFrom('used_challenges').where('expires_at', '<', now).execute();
  const inserted = await trx
    .insertInto('used_challenges')
    .values({ id: challenge.id, expires_at: challenge.expiresAt })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function isChallengeUsed(db: DbOrTx, id: string): Promise<boolean> {
  return (await db.selectFrom('used_challenges').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Keeps a new secret pending (encrypted) from `at`. */
export async function storePendingSecret(db: DbOrTx, userId: number, sealedSecret: string, at: string): Promise<void> {
  await db.updateTable('users').set({ totp_pending_secret: sealedSecret, totp_pending_at: at }).where('id', '=', userId).execute();
}

export function findUserById(db: DbOrTx, userId: number) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/**
 * Makes the pending secret the account's secret, by a conditional update on that pending secret: false when another
 * request took it first.
 */
export async function takePendingSecret(trx: DbOrTx, userId: number, pending: string, enabledAt: string, step: number): Promise<boolean> {
  const taken = await trx
    .updateTable('users')
    .set({ totp_secret: pending, totp_pending_secret: null, totp_pending_at: null, totp_enabled_at: enabledAt, totp_last_step: step })
    .where('id', '=', userId)
    .where('totp_pending_secret', '=', pending)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Claims a code's time step (only a later step than the last used one): false when it was used. */
export async function claimTotpStep(db: DbOrTx, userId: number, step: number): Promise<boolean> {
  const claimed = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Uses up an unused recovery code by its hash: false when there is none. */
export async function useRecoveryCode(db: DbOrTx, userId: number, codeHash: string, at: string): Promise<boolean> {
  const used = await db
    .updateTable('recovery_codes')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

export async function countRecoveryCodesLeft(db: DbOrTx, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
