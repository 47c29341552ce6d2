import type { MyAccount } from '@agency/contract/accounts';
import type { TwoFactorSetup } from '@agency/contract/two-factor';
import { useState } from 'react';
import { twoFactorTexts } from '@admin/admin-texts';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { RecoveryCodesView, TwoFactorSetupView } from '@admin/components/two-factor-views';
import { withReason } from '@admin/lib/error-message';
import { useMyTwoFactor } from './api/accounts-api';
import { accountTexts as t } from './account-texts';

/** The own account's two-factor sign-in: its state, setting it up (QR code, first code, recovery codes) or turning it off. */
export function TwoFactorSection({ me }: { me: MyAccount }) {
  const dialogs = useAdminDialogs();
  const actions = useMyTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState('');

  const start = async () => {
    try {
      setSetup(await actions.setup.mutateAsync());
    } catch (failure) {
      await dialogs.alert(withReason(t.failed, failure));
    }
  };
  const confirm = async (code: string) => {
    setError('');
    try {
      const { recoveryCodes } = await actions.confirm.mutateAsync(code);
      setSetup(null);
      setCodes(recoveryCodes);
    } catch {
      setError(twoFactorTexts.codeFailed);
    }
  };
  const disable = async () => {
    if (!(await dialogs.confirm(t.confirmTwoFactorDisable, { confirmLabel: t.twoFactorDisable, danger: true }))) return;
    try {
      await actions.disable.mutateAsync();
    } catch (failure) {
      await dialogs.alert(withReason(t.failed, failure));
    }
  };

  return (
    <section className="admin-card" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className="admin-card-title">
        {t.twoFactorTitle}
      </h2>
      {codes ? (
        <RecoveryCodesView codes={codes} onDone={() => setCodes(null)} />
      ) : setup ? (
        <TwoFactorSetupView setup={setup} busy={actions.confirm.isPending} error={error} onCode={(code) => void confirm(code)} />
      ) : me.twoFactorEnabled ? (
        <>
          <p>{t.twoFactorOn(me.recoveryCodesLeft)}</p>
          {me.twoFactorRequired ? (
            <p className="admin-muted">{t.twoFactorRequiredNote}</p>
          ) : (
            <button type="button" className="admin-button admin-button--ghost" onClick={() => void disable()}>
              {t.twoFactorDisable}
            </button>
          )}
        </>
      ) : (
        <>
          <p className="admin-muted">{t.twoFactorOff}</p>
          <button type="button" className="admin-button admin-button--primary" disabled={actions.setup.isPending} onClick={() => void start()}>
            {t.twoFactorStart}
          </button>
        </>
      )}
    </section>
  );
}
