import { ACCOUNT_NOT_FOUND, CANNOT_CHANGE_OWN_ACCESS, LAST_ADMIN } from '@agency/contract/accounts';
import { ROLE_ADMIN, type StaffRole } from '@agency/contract/auth';
import type { DatabaseKind, DbOrTx } from '../../db/database';
import { ConflictError, NotFoundError } from '../../errors';
import { countOtherActiveAdmins, findAccountById, lockAdmins, updateAccount } from './accounts-repository';

export interface AccountChange {
  name?: string;
  role?: StaffRole;
  disabled?: boolean;
}

/**
 * Renames, changes the role, disables (ending its sessions) or enables an account; never the actor's own access,
 * never the last enabled admin (on PostgreSQL the admins' rows are locked first, so two admins demoting each other
 * at once cannot both succeed).
 */
export async function applyAccountChange(trx: DbOrTx, kind: DatabaseKind, id: number, change: AccountChange, actor: string, now: string): Promise<void> {
  await lockAdmins(trx, kind);
  const row = await findAccountById(trx, id);
  if (!row) throw new NotFoundError(ACCOUNT_NOT_FOUND);
  const losesAdmin = (change.role !== undefined && change.role !== ROLE_ADMIN) || change.disabled === true;
  if (losesAdmin && row.username === actor) throw new ConflictError(CANNOT_CHANGE_OWN_ACCESS);
  if (losesAdmin && row.role === ROLE_ADMIN && row.disabled_at === null && (await countOtherActiveAdmins(trx, id)) === 0) throw new ConflictError(LAST_ADMIN);
  await updateAccount(trx, id, {
    name: change.name,
    role: change.role,
    disabledAt: change.disabled === undefined ? undefined : change.disabled ? (row.disabled_at ?? now) : null,
    endSessions: change.disabled === true,
    now,
  });
}
