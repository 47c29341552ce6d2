import { ACCOUNT_NOT_FOUND, CANNOT_CHANGE_OWN_ACCESS, LAST_ADMIN } from '@agency/contract/accounts';
import { ROLE_ADMIN, type StaffRole } from '@agency/contract/auth';
import { sql } from 'kysely';
import type { DatabaseKind, DbOrTx } from '../../db/database';
import { ConflictError, NotFoundError } from '../../errors';

export interface AccountChange {
  name?: string;
  role?: StaffRole;
  disabled?: boolean;
}

/** How many enabled admins other than `id` there are. */
async function otherActiveAdmins(dbOrTx: DbOrTx, id: number): Promise<number> {
  const row = await dbOrTx
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', ROLE_ADMIN)
    .where('disabled_at', 'is', null)
    .where('id', '!=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Renames, changes the role, disables (ending its sessions) or enables an account; never the actor's own access,
 * never the last enabled admin (on PostgreSQL the admins' rows are locked first, so two admins demoting each other
 * at once cannot both succeed).
 */
export async function applyAccountChange(trx: DbOrTx, kind: DatabaseKind, id: number, change: AccountChange, actor: string, now: string): Promise<void> {
  if (kind === 'postgres') {
    await sql`select id from users where role = ${ROLE_ADMIN} for update`.execute(trx);
  }
  const row = await trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError(ACCOUNT_NOT_FOUND);
  const losesAdmin = (change.role !== undefined && change.role !== ROLE_ADMIN) || change.disabled === true;
  if (losesAdmin && row.username === actor) throw new ConflictError(CANNOT_CHANGE_OWN_ACCESS);
  if (losesAdmin && row.role === ROLE_ADMIN && row.disabled_at === null && (await otherActiveAdmins(trx, id)) === 0) throw new ConflictError(LAST_ADMIN);
  await trx
    .updateTable('users')
    .set((eb) => ({
      updated_at: now,
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.role === undefined ? {} : { role: change.role }),
      ...(change.disabled === undefined ? {} : { disabled_at: change.disabled ? (row.disabled_at ?? now) : null }),
      ...(change.disabled === true ? { token_version: eb('token_version', '+', 1) } : {}),
    }))
    .where('id', '=', id)
    .execute();
}
