import { ADMIN_LOGIN_PATH } from '@agency/contract/public-pages';
import { changePasswordSchema } from '@agency/contract/accounts';
import { useForm } from 'react-hook-form';
import { FormCard } from '@admin/components/form-card';
import { useNavigate } from 'react-router';
import { AdminPage } from '@admin/components/admin-page';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { TextField } from '@admin/components/fields/text-field';
import { LoadStatus } from '@admin/components/load-status';
import { formResolver } from '@admin/lib/edit-form/form-resolver';
import { withReason } from '@admin/lib/error-message';
import { formatDateTime } from '@admin/lib/format';
import { describeUserAgent } from '@admin/lib/user-agent';
import { endSession } from '@shared/session';
import { useChangeMyPassword, useMyAccount } from './api/accounts-api';
import { accountTexts as t } from './account-texts';
import { TwoFactorSection } from './two-factor-section';
import './accounts.css';

type PasswordForm = { currentPassword: string; newPassword: string };

/** The signed-in account: its latest sign-ins (time, address, browser, device, OS) and a new password. */
export function MyAccountPage() {
  const me = useMyAccount();
  const change = useChangeMyPassword();
  const dialogs = useAdminDialogs();
  const navigate = useNavigate();
  const form = useForm<PasswordForm, unknown, PasswordForm>({ resolver: formResolver(changePasswordSchema), defaultValues: { currentPassword: '', newPassword: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await change.mutateAsync(body);
    } catch (error) {
      await dialogs.alert(withReason(t.failed, error));
      return;
    }
    // Every session of the account ended with the change, this one too.
    await dialogs.alert(t.passwordChanged);
    endSession();
    navigate(ADMIN_LOGIN_PATH, { replace: true });
  });

  return (
    <AdminPage title={t.meTitle} description={t.meDescription}>
      {me.isPending && <LoadStatus kind="loading" />}
      {me.isError && <LoadStatus kind="error" />}
      {me.isSuccess && (
        <section className="admin-card" aria-labelledby="sign-ins-title">
          <h2 id="sign-ins-title" className="admin-card-title">
            {me.data.name || me.data.username} · {t.roles[me.data.role]} — {t.signInsTitle}
          </h2>
          {me.data.signIns.length === 0 ? (
            <p className="admin-empty">{t.noSignIns}</p>
          ) : (
            <table className="admin-table admin-sign-ins">
              <thead>
                <tr>
                  <th scope="col">{t.signInAt}</th>
                  <th scope="col">{t.signInIp}</th>
                  <th scope="col">{t.signInAgent}</th>
                </tr>
              </thead>
              <tbody>
                {me.data.signIns.map((signIn) => {
                  const agent = describeUserAgent(signIn.userAgent);
                  return (
                    <tr key={signIn.at + signIn.ip}>
                      <td>{formatDateTime(signIn.at)}</td>
                      <td>{signIn.ip}</td>
                      <td title={`${t.signInRaw}: ${signIn.userAgent}`}>
                        <span className="admin-sign-in-browser">{agent.browser}</span>
                        <span className="admin-sign-in-device">
                          {agent.device} · {agent.os}
                        </span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </section>
      )}
      {me.isSuccess && <TwoFactorSection me={me.data} />}
      <FormCard title={t.passwordTitleMine} form={form} onSubmit={(event) => void onSubmit(event)} submitLabel={t.changePassword} busy={change.isPending}>
        <TextField label={t.currentPassword} type="password" autoComplete="current-password" required error={errors.currentPassword?.message} {...form.register('currentPassword')} />
        <TextField label={t.newPassword} type="password" autoComplete="new-password" required hint={t.newPasswordHint} error={errors.newPassword?.message} {...form.register('newPassword')} />
      </FormCard>
    </AdminPage>
  );
}
