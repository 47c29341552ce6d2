import { ROLE_ADMIN } from '@agency/contract/auth';
import { sql, type Selectable } from 'kysely';
import type { DatabaseKind, DbOrTx } from '../../db/database';
import type { UsersTable } from '../../db/schema';

export type AccountRow = Selectable<UsersTable>;

export function findAccountById(db: DbOrTx, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAccountByUsername(db: DbOrTx, username: string) {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export function listAccounts(db: DbOrTx) {
  return db.selectFrom('users').selectAll().orderBy('created_at').orderBy('id').execute();
}

/** Each account's latest sign-in. */
export async function lastSignIns(db: DbOrTx): Promise<Map<number, string>> {
  const rows = await db.selectFrom('sign_ins').select(['user_id', (eb) => eb.fn.max('at').as('at')]).groupBy('user_id').execute();
  return new Map(rows.map((r) => [r.user_id, String(r.at)]));
}

/** The account's latest sign-ins, newest first. */
export function recentSignIns(db: DbOrTx, userId: number, limit: number) {
  return db.selectFrom('sign_ins').select(['at', 'ip', 'user_agent']).where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute();
}

export async function insertAccount(
  trx: DbOrTx,
  account: { username: string; name: string; role: string; passwordHash: string; now: string },
): Promise<number> {
  const row = await trx
    .insertInto('users')
    .values({
      username: account.username,
      name: account.name,
      role: account.role,
      password_hash: account.passwordHash,
      created_at: account.now,
      updated_at: account.now,
      disabled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets a new password (its hash) and ends every token issued before it. */
export async function setPasswordHash(db: DbOrTx, id: number, passwordHash: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, updated_at: now, token_version: eb('token_version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** On PostgreSQL, locks the admins' rows until the transaction ends (SQLite writes one at a time anyway). */
export async function lockAdmins(trx: DbOrTx, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgres') {
    await sql`select id from users where role = ${ROLE_ADMIN} for update`.execute(trx);
  }
}

/** How many enabled admins other than `id` there are. */
export async function countOtherActiveAdmins(db: DbOrTx, id: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', ROLE_ADMIN)
    .where('disabled_at', 'is', null)
    .where('id', '!=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Writes an account's name, role or disabled time (undefined: unchanged); `endSessions` ends every token issued
 * before.
 */
export async function updateAccount(
  trx: DbOrTx,
  id: number,
  change: { name?: string; role?: string; disabledAt?: string | null; endSessions: boolean; now: string },
): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({
      updated_at: change.now,
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.role === undefined ? {} : { role: change.role }),
      ...(change.disabledAt === undefined ? {} : { disabled_at: change.disabledAt }),
      ...(change.endSessions ? { token_version: eb('token_version', '+', 1) } : {}),
    }))
    .where('id', '=', id)
    .execute();
}
