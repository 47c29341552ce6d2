import type { Selectable } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;

export function findUserByUsername(db: DbOrTx, username: string) {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export function countUsers(db: DbOrTx) {
  return db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/**
 * Creates the user, or gives it the new password and role and enables it again (the operator's way back in), ending
 * the tokens issued before (token_version).
 */
export async function upsertUser(
  db: DbOrTx,
  user: { username: string; passwordHash: string; role: string; now: string },
): Promise<'created' | 'updated'> {
  const existing = await findUserByUsername(db, user.username);
  if (existing) {
    await db
      .updateTable('users')
      .set((eb) => ({ password_hash: user.passwordHash, role: user.role, disabled_at: null, updated_at: user.now, token_version: eb('token_version', '+', 1) }))
      .where('id', '=', existing.id)
      .execute();
    return 'updated';
  }
  await db
    .insertInto('users')
    .values({
      username: user.username,
      password_hash: user.passwordHash,
      role: user.role,
      created_at: user.now,
      updated_at: user.now,
    })
    .execute();
  return 'created';
}

/** Sign-ins kept per account (the account screen shows the latest). */
export const SIGN_INS_KEPT = 20;

/** Records a sign-in and forgets the account's older ones beyond SIGN_INS_KEPT. */
export async function recordSignIn(db: DbOrTx, userId: number, signIn: { at: string; ip: string; userAgent: string }): Promise<void> {
  await db.insertInto('sign_ins').values({ user_id: userId, at: signIn.at, ip: signIn.ip, user_agent: signIn.userAgent.slice(0, 300) }).execute();
  const kept = await db.selectFrom('sign_ins').select('id').where('user_id', '=', userId).orderBy('id', 'desc').limit(SIGN_INS_KEPT).execute();
  if (kept.length === SIGN_INS_KEPT) await db.deleteFrom('sign_ins').where('user_id', '=', userId).where('id', '<', kept.at(-1)!.id).execute();
}
