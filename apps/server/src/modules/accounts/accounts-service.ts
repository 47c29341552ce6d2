import { randomInt } from 'node:crypto';
import {
  ACCOUNT_NOT_FOUND,
  USERNAME_TAKEN,
  type Account,
  type MyAccount,
} from '@agency/contract/accounts';
import { ROLE_ADMIN, ROLE_EDITOR, type StaffRole } from '@agency/contract/auth';
import type { Actor } from '../audit/audit-kind';
import type { AuditLog } from '../audit/audit-log';
import { settingsKind } from '../audit/settings-audit';
import { writeRequireTwoFactor } from '../auth/two-factor-requirement';
import { accountKind } from './account-audit';
import { applyAccountChange, type AccountChange } from './account-change';
import type { DatabaseKind, Db, DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { ConflictError, NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../auth/password';
import { isUniqueViolation } from '../../db/database-errors';
import type { TwoFactorService } from '../auth/two-factor-service';
import * as accountsRepo from './accounts-repository';

type UserRow = accountsRepo.AccountRow;

/** Letters and digits that cannot be mistaken for one another when read aloud or copied by hand. */
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzACDEFGHJKLMNPQRTUVWXY34679';

/** A generated password: 4 groups of 5 (about 112 bits), shown once and typed or pasted by its new owner. */
export function generatePassword(): string {
  const pick = () => Array.from({ length: 5 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
  return [pick(), pick(), pick(), pick()].join('-');
}

const roleOf = (role: string): StaffRole => (role === ROLE_EDITOR ? ROLE_EDITOR : ROLE_ADMIN);

function toAccount(row: UserRow, lastSignInAt: string | null): Account {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    role: roleOf(row.role),
    disabled: row.disabled_at !== null,
    twoFactor: row.totp_enabled_at !== null,
    createdAt: row.created_at,
    lastSignInAt,
  };
}

/** Staff accounts (decision 083): managed by admins; each account reads its sign-ins and changes its password. */
export function createAccountsService(deps: {
  db: Db;
  kind: DatabaseKind;
  clock: Clock;
  audit: AuditLog;
  twoFactor: Pick<TwoFactorService, 'required' | 'recoveryCodesLeft'>;
}) {
  const { db, clock, audit } = deps;

  async function account(dbOrTx: DbOrTx, id: number): Promise<Account> {
    const row = await accountsRepo.findAccountById(dbOrTx, id);
    if (!row) throw new NotFoundError(ACCOUNT_NOT_FOUND);
    return toAccount(row, (await accountsRepo.lastSignIns(dbOrTx)).get(id) ?? null);
  }

  /** Sets a new password (its hash) and ends every token issued before it. */
  function setPasswordHash(dbOrTx: DbOrTx, id: number, passwordHash: string): Promise<void> {
    return accountsRepo.setPasswordHash(dbOrTx, id, passwordHash, clock.now().toISOString());
  }

  return {
    /** One account as the list shows it. */
    get: (id: number) => account(db, id),

    /** The signed-in account's row (two-factor setup works on it). */
    async row(username: string): Promise<UserRow> {
      const row = await accountsRepo.findAccountByUsername(db, username);
      if (!row) throw new NotFoundError(ACCOUNT_NOT_FOUND);
      return row;
    },

    async list(): Promise<Account[]> {
      const [rows, signIns] = await Promise.all([accountsRepo.listAccounts(db), accountsRepo.lastSignIns(db)]);
      return rows.map((row) => toAccount(row, signIns.get(row.id) ?? null));
    },

    async create(input: { username: string; name: string; role: StaffRole }, actor: Actor): Promise<{ account: Account; password: string }> {
      const password = generatePassword();
      const passwordHash = await hashPassword(password);
      const now = clock.now().toISOString();
      try {
        const id = await inTransaction(db, async (trx) => {
          if (await accountsRepo.findAccountByUsername(trx, input.username)) throw new ConflictError(USERNAME_TAKEN);
          const pending = await audit.begin(trx, accountKind, null);
          const id = await accountsRepo.insertAccount(trx, { username: input.username, name: input.name, role: input.role, passwordHash, now });
          await pending.record(actor, 'account.create', { key: String(id) });
          return id;
        });
        return { account: await account(db, id), password };
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(USERNAME_TAKEN);
        throw error;
      }
    },

    /** Renames, changes the role, disables (ending its sessions) or enables; never the own access, never the last admin. */
    async update(id: number, change: AccountChange, actor: Actor): Promise<Account> {
      await inTransaction(db, async (trx) => {
        const pending = await audit.begin(trx, accountKind, String(id));
        await applyAccountChange(trx, deps.kind, id, change, actor.username, clock.now().toISOString());
        await pending.record(actor, 'account.update');
      });
      return account(db, id);
    },

    /** A new generated password, shown once; the account's sessions end. */
    async resetPassword(id: number, actor: Actor): Promise<{ account: Account; password: string }> {
      await account(db, id);
      const password = generatePassword();
      const passwordHash = await hashPassword(password);
      await inTransaction(db, async (trx) => {
        const pending = await audit.begin(trx, accountKind, String(id));
        await setPasswordHash(trx, id, passwordHash);
        await pending.record(actor, 'account.reset-password', { irreversible: true });
      });
      return { account: await account(db, id), password };
    },

    /** The site-wide two-factor requirement (decision 084). */
    async setTwoFactorRequired(on: boolean, actor: Actor): Promise<void> {
      await inTransaction(db, async (trx) => {
        const pending = await audit.begin(trx, settingsKind, 'security');
        await writeRequireTwoFactor(trx, on, actor.username);
        await pending.record(actor, 'settings.update');
      });
    },

    async me(username: string): Promise<MyAccount> {
      const row = await accountsRepo.findAccountByUsername(db, username);
      if (!row) throw new NotFoundError(ACCOUNT_NOT_FOUND);
      const signIns = await accountsRepo.recentSignIns(db, row.id, 10);
      return {
        username: row.username,
        name: row.name,
        role: roleOf(row.role),
        twoFactorEnabled: row.totp_enabled_at !== null,
        twoFactorRequired: await deps.twoFactor.required(),
        recoveryCodesLeft: await deps.twoFactor.recoveryCodesLeft(row.id),
        signIns: signIns.map((s) => ({ at: s.at, ip: s.ip, userAgent: s.user_agent })),
      };
    },

    /**
     * Changes the own password (the route checked the current one first, throttled: auth-service's
     * checkCurrentPassword); every session of the account ends (sign in again).
     */
    async changePassword(username: string, newPassword: string): Promise<void> {
      const row = await accountsRepo.findAccountByUsername(db, username);
      if (!row) throw new NotFoundError(ACCOUNT_NOT_FOUND);
      const passwordHash = await hashPassword(newPassword);
      await inTransaction(db, async (trx) => {
        const pending = await audit.begin(trx, accountKind, String(row.id));
        await setPasswordHash(trx, row.id, passwordHash);
        await pending.record({ username: row.username, role: row.role }, 'account.change-password', { irreversible: true });
      });
    },
  };
}
