import type { DbOrTx } from '../../db/database';

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

/** Creates the user, or gives it the new password and role, ending the tokens issued before (token_version). */
export async function upsertUser(
  db: DbOrTx,
  user: { username: string; passwordHash: string; role: string; now: string },
): Promise<'created' | 'updated'> {
  const existing = await findUserByUsername(db, user.username);
  if (existing) {
    await db
      .updateTable('users')
      .set((eb) => ({ password_hash: user.passwordHash, role: user.role, updated_at: user.now, token_version: eb('token_version', '+', 1) }))
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
