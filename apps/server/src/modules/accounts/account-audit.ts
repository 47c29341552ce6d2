import { ACCOUNT_NOT_FOUND } from '@agency/contract/accounts';
import { ROLE_ADMIN, ROLE_EDITOR } from '@agency/contract/auth';
import type { DbOrTx } from '../../db/database';
import { NotFoundError } from '../../errors';
import type { AuditKind, Restorer } from '../audit/audit-kind';
import { noPublicPaths } from '../purge/public-urls';
import { applyAccountChange, type AccountChange } from './account-change';
import { findAccountById } from './accounts-repository';

/** What the history keeps of an account: never its password, secrets or recovery codes. */
export interface AccountState {
  username: string;
  name: string;
  role: string;
  disabled: boolean;
  twoFactor: boolean;
}

/** Staff accounts (decision 083); restoring puts back the name, role and access (never a password or 2FA). */
export const accountKind: AuditKind<AccountState> = {
  type: 'account',
  table: 'users',
  async snapshot(trx: DbOrTx, key: string) {
    const row = await findAccountById(trx, Number(key));
    if (!row) return null;
    return {
      username: row.username,
      name: row.name,
      role: row.role === ROLE_EDITOR ? ROLE_EDITOR : ROLE_ADMIN,
      disabled: row.disabled_at !== null,
      twoFactor: row.totp_enabled_at !== null,
    };
  },
  label: (state) => `${state.name || state.username} (${state.username})`,
  publicPaths: noPublicPaths,
  restorable: true,
};

/** Staff accounts: the same change as an edit of one (applyAccountChange, with its rules) (decision 105). */
export const restoreAccount: Restorer<AccountState> = async (trx, key, state, { actor, now, dbKind }) => {
  // Accounts are never deleted: putting back "before it was created" disables it.
  if (!(await accountKind.snapshot(trx, key))) throw new NotFoundError(ACCOUNT_NOT_FOUND);
  const change: AccountChange =
    state === null ? { disabled: true } : { name: state.name, role: state.role === ROLE_EDITOR ? ROLE_EDITOR : ROLE_ADMIN, disabled: state.disabled };
  await applyAccountChange(trx, dbKind, Number(key), change, actor.username, now);
};
