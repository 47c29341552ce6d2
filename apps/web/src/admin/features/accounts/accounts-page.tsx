import { createAccountSchema, type Account, type CreateAccountRequest } from '@agency/contract/accounts';
import { ROLE_EDITOR, STAFF_ROLES, type StaffRole } from '@agency/contract/auth';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormCard } from '@admin/components/form-card';
import { AdminPage } from '@admin/components/admin-page';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { TextField } from '@admin/components/fields/text-field';
import { LoadStatus } from '@admin/components/load-status';
import { formResolver } from '@admin/lib/edit-form/form-resolver';
import { withReason } from '@admin/lib/error-message';
import { formatDateTime } from '@admin/lib/format';
import { useAdminSession, useIsFullAdmin } from '@admin/lib/session-context';
import { useAccountActions, useAccounts, useSecuritySettings } from './api/accounts-api';
import { accountTexts as t } from './account-texts';
import { PasswordOnce } from './password-once';
import './accounts.css';

type Shown = { username: string; password: string } | null;
type Actions = ReturnType<typeof useAccountActions>;

function NewAccountForm({ actions, onCreated }: { actions: Actions; onCreated: (shown: Shown) => void }) {
  const dialogs = useAdminDialogs();
  const roleId = useId();
  const form = useForm<CreateAccountRequest, unknown, CreateAccountRequest>({
    resolver: formResolver(createAccountSchema),
    defaultValues: { username: '', name: '', role: ROLE_EDITOR },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { account, password } = await actions.create.mutateAsync(body);
      form.reset();
      onCreated({ username: account.username, password });
    } catch (error) {
      await dialogs.alert(withReason(t.failed, error));
    }
  });
  return (
    <FormCard title={t.newTitle} form={form} onSubmit={(event) => void onSubmit(event)} submitLabel={t.create} busy={actions.create.isPending}>
        <TextField label={t.username} required maxLength={40} hint={t.usernameHint} autoCapitalize="none" spellCheck={false} error={errors.username?.message} {...form.register('username')} />
        <TextField label={t.name} required maxLength={60} error={errors.name?.message} {...form.register('name')} />
        <div className="admin-field">
          <label htmlFor={roleId} className="admin-label">
            {t.role}
          </label>
          <select id={roleId} className="admin-input" {...form.register('role')}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {t.roles[role]}
              </option>
            ))}
          </select>
        </div>
    </FormCard>
  );
}

function AccountRow({ account, self, actions, onPassword }: { account: Account; self: boolean; actions: Actions; onPassword: (shown: Shown) => void }) {
  const dialogs = useAdminDialogs();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(account.name);
  const nameId = useId();
  const roleId = useId();

  const change = async (value: { name?: string; role?: StaffRole; disabled?: boolean }) => {
    try {
      await actions.update.mutateAsync({ id: account.id, change: value });
      dialogs.notify(t.saved);
      return true;
    } catch (error) {
      await dialogs.alert(withReason(t.failed, error));
      return false;
    }
  };
  const changeRole = async (role: StaffRole) => {
    // Takes effect at the account's next call (issue 35 item 5): asked first.
    if (!(await dialogs.confirm(t.confirmRole(account.username, role), { confirmLabel: t.changeRole, danger: true }))) return;
    await change({ role });
  };
  const toggle = async () => {
    if (!account.disabled && !(await dialogs.confirm(t.confirmDisable(account.username), { confirmLabel: t.disable, danger: true }))) return;
    await change({ disabled: !account.disabled });
  };
  const resetTwoFactor = async () => {
    if (!(await dialogs.confirm(t.confirmResetTwoFactor(account.username), { confirmLabel: t.resetTwoFactor, danger: true }))) return;
    try {
      await actions.resetTwoFactor.mutateAsync(account.id);
      dialogs.notify(t.saved);
    } catch (error) {
      await dialogs.alert(withReason(t.failed, error));
    }
  };
  const reset = async () => {
    if (!(await dialogs.confirm(t.confirmReset(account.username), { confirmLabel: t.resetPassword, danger: true }))) return;
    try {
      const { password } = await actions.resetPassword.mutateAsync(account.id);
      onPassword({ username: account.username, password });
    } catch (error) {
      await dialogs.alert(withReason(t.failed, error));
    }
  };

  return (
    <li className={`admin-account-row${account.disabled ? ' is-disabled' : ''}`}>
      <div className="admin-account-main">
        <strong>
          {account.name || account.username} {self && <span className="admin-muted">{t.you}</span>}
        </strong>
        <span className="admin-muted">
          {account.username} · {account.lastSignInAt ? t.lastSignIn(formatDateTime(account.lastSignInAt)) : t.neverSignedIn}
        </span>
      </div>
      <span className={`admin-badge ${account.disabled ? 'admin-badge--failed' : 'admin-badge--done'}`}>{account.disabled ? t.disabled : t.active}</span>
      {account.twoFactor && <span className="admin-badge">{t.twoFactorBadge}</span>}
      <div className="admin-account-actions">
        <label htmlFor={roleId} className="visually-hidden">
          {t.roleLabel(account.username)}
        </label>
        <select
          id={roleId}
          className="admin-input admin-account-role"
          value={account.role}
          disabled={self}
          onChange={(event) => void changeRole(event.target.value as StaffRole)}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t.roles[role]}
            </option>
          ))}
        </select>
        {renaming ? (
          <form
            className="admin-account-rename"
            onSubmit={(event) => {
              event.preventDefault();
              void change({ name }).then((ok) => ok && setRenaming(false));
            }}
          >
            <label htmlFor={nameId} className="visually-hidden">
              {t.renameLabel(account.username)}
            </label>
            <input id={nameId} className="admin-input" value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />
            <button type="submit" className="admin-button admin-button--small">
              {t.save}
            </button>
            <button type="button" className="admin-button admin-button--small admin-button--ghost" onClick={() => setRenaming(false)}>
              {t.cancel}
            </button>
          </form>
        ) : (
          <button type="button" className="admin-button admin-button--small admin-button--ghost" onClick={() => setRenaming(true)}>
            {t.rename}
          </button>
        )}
        {/* The own password is changed on "내 계정" (with the current one), the own access never taken away here. */}
        {!self && (
          <>
            <button type="button" className="admin-button admin-button--small admin-button--ghost" onClick={() => void reset()}>
              {t.resetPassword}
            </button>
            <button type="button" className="admin-button admin-button--small admin-button--ghost" onClick={() => void toggle()}>
              {account.disabled ? t.enable : t.disable}
            </button>
            {account.twoFactor && (
              <button type="button" className="admin-button admin-button--small admin-button--ghost" onClick={() => void resetTwoFactor()}>
                {t.resetTwoFactor}
              </button>
            )}
          </>
        )}
      </div>
    </li>
  );
}

/**
 * The site-wide sign-in rule: two-factor sign-in for every account (decision 084). Turning it on signs out every
 * enabled account without it at once: the question names them, from the account list (decision 102).
 */
function SecurityCard({ accounts }: { accounts: Account[] | undefined }) {
  const dialogs = useAdminDialogs();
  const { settings, update } = useSecuritySettings(true);
  const id = useId();
  const toggle = async (on: boolean) => {
    const signedOut = (accounts ?? []).filter((account) => !account.disabled && !account.twoFactor).map((account) => account.username);
    const question = on
      ? dialogs.confirm(t.confirmRequireTwoFactor(signedOut), { confirmLabel: signedOut.length > 0 ? t.requireTwoFactorConfirm : t.requireTwoFactorConfirmNone, danger: true })
      : dialogs.confirm(t.confirmStopRequiringTwoFactor, { confirmLabel: t.stopRequiringTwoFactor, danger: true });
    if (!(await question)) return;
    try {
      await update.mutateAsync(on);
      dialogs.notify(t.saved);
    } catch (error) {
      await dialogs.alert(withReason(t.failed, error));
    }
  };
  return (
    <section className="admin-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-card-title">
        {t.securityTitle}
      </h2>
      {settings.isSuccess && (
        <label className="admin-switch">
          <input
            type="checkbox"
            checked={settings.data.requireTwoFactor}
            disabled={update.isPending || accounts === undefined}
            aria-describedby={`${id}-hint`}
            onChange={(event) => void toggle(event.target.checked)}
          />
          <span>{t.requireTwoFactor}</span>
        </label>
      )}
      <p id={`${id}-hint`} className="admin-hint">
        {t.requireTwoFactorHint}
      </p>
    </section>
  );
}

/** Staff accounts (decision 083): create with a generated password shown once, rename, change role, disable, reset. */
export function AccountsPage() {
  const fullAdmin = useIsFullAdmin();
  const { username } = useAdminSession();
  const accounts = useAccounts(fullAdmin);
  const actions = useAccountActions();
  const [shown, setShown] = useState<Shown>(null);
  if (!fullAdmin)
    return (
      <AdminPage title={t.title}>
        <p className="admin-empty">{t.adminsOnly}</p>
      </AdminPage>
    );
  return (
    <AdminPage title={t.title} description={t.description} historyTarget="account">
      {shown && <PasswordOnce username={shown.username} password={shown.password} onDone={() => setShown(null)} />}
      <SecurityCard accounts={accounts.data} />
      <NewAccountForm actions={actions} onCreated={setShown} />
      <section className="admin-card" aria-labelledby="account-list-title">
        <h2 id="account-list-title" className="admin-card-title">
          {t.listTitle}
        </h2>
        {accounts.isPending && <LoadStatus kind="loading" />}
        {accounts.isError && <LoadStatus kind="error" />}
        {accounts.isSuccess && (
          <ul className="admin-account-list">
            {accounts.data.map((account) => (
              <AccountRow key={account.id} account={account} self={account.username === username} actions={actions} onPassword={setShown} />
            ))}
          </ul>
        )}
      </section>
    </AdminPage>
  );
}

