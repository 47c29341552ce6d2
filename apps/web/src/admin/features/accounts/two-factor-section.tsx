import type { MyAccount } from '@agency/contract/accounts';
import { TWO_FACTOR_CODE_INVALID, TWO_FACTOR_NOT_PENDING, type Reauth, type TwoFactorSetup } from '@agency/contract/two-factor';
import { useEffect, useRef, useState } from 'react';
import { twoFactorTexts } from '@admin/admin-texts';
import { RecoveryCodesView, TwoFactorSetupView } from '@admin/components/two-factor-views';
import { errorMessage, statusOf } from '@admin/lib/error-message';
import { useMyTwoFactor } from './api/accounts-api';
import { accountTexts as t } from './account-texts';
import { ReauthForm, type ReauthPurpose } from './reauth-form';

/** The server's refusal as the person reads it (wrong password or code, too many tries, the site's requirement). */
function refusalText(failure: unknown): string {
  const status = statusOf(failure);
  if (status !== undefined && status >= 400 && status < 500) return errorMessage(failure);
  return `${t.failed} ${errorMessage(failure)}`;
}

/**
 * The own account's two-factor sign-in (decisions 084, 092): its state; setting it up, replacing it or turning it off,
 * each after the current password (or a current code); then the QR code, the first code and the recovery codes. The
 * account's other sessions end with each change; this one goes on (the API client stores the answered token).
 */
export function TwoFactorSection({ me }: { me: MyAccount }) {
  const actions = useMyTwoFactor();
  const [purpose, setPurpose] = useState<ReauthPurpose | null>(null);
  const [reauthError, setReauthError] = useState('');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const title = useRef<HTMLHeadingElement>(null);
  const backToTitle = useRef(false);

  // After cancelling or finishing, the focus goes back to the section's title rather than to the page's start.
  useEffect(() => {
    if (!backToTitle.current) return;
    backToTitle.current = false;
    title.current?.focus();
  });

  const ask = (next: ReauthPurpose) => {
    setNotice('');
    setReauthError('');
    setPurpose(next);
  };
  const close = () => {
    setPurpose(null);
    setSetup(null);
    backToTitle.current = true;
  };
  const prove = async (proof: Reauth) => {
    setReauthError('');
    try {
      if (purpose === 'disable') {
        await actions.disable.mutateAsync(proof);
        setPurpose(null);
        setNotice(t.twoFactorTurnedOff);
        backToTitle.current = true;
      } else {
        setError('');
        setSetup(await actions.setup.mutateAsync(proof));
        setPurpose(null);
      }
    } catch (failure) {
      setReauthError(refusalText(failure));
    }
  };
  const confirm = async (code: string) => {
    setError('');
    try {
      const { recoveryCodes } = await actions.confirm.mutateAsync(code);
      setSetup(null);
      setCodes(recoveryCodes);
    } catch (failure) {
      const message = errorMessage(failure);
      if (message === TWO_FACTOR_NOT_PENDING) {
        // Made too long ago (minutes): start again with the password.
        close();
        setNotice(t.twoFactorSetupExpired);
      } else {
        setError(message === TWO_FACTOR_CODE_INVALID || statusOf(failure) === 400 ? twoFactorTexts.codeFailed : refusalText(failure));
      }
    }
  };

  return (
    <section className="admin-card" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className="admin-card-title" ref={title} tabIndex={-1}>
        {t.twoFactorTitle}
      </h2>
      <p className="admin-two-factor-notice" role="status">
        {notice}
      </p>
      {codes ? (
        <RecoveryCodesView
          codes={codes}
          onDone={() => {
            setCodes(null);
            backToTitle.current = true;
          }}
        />
      ) : purpose ? (
        <ReauthForm
          purpose={purpose}
          canUseCode={me.twoFactorEnabled}
          busy={actions.setup.isPending || actions.disable.isPending}
          error={reauthError}
          onSubmit={(proof) => void prove(proof)}
          onCancel={close}
        />
      ) : setup ? (
        <>
          <TwoFactorSetupView setup={setup} busy={actions.confirm.isPending} error={error} onCode={(code) => void confirm(code)} focusOnShow />
          <button type="button" className="admin-button admin-button--ghost admin-two-factor-cancel" onClick={close}>
            {t.twoFactorCancel}
          </button>
        </>
      ) : me.twoFactorEnabled ? (
        <>
          <p>{t.twoFactorOn(me.recoveryCodesLeft)}</p>
          {me.twoFactorRequired && <p className="admin-muted">{t.twoFactorRequiredNote}</p>}
          <div className="admin-reauth-actions">
            <button type="button" className="admin-button admin-button--ghost" onClick={() => ask('replace')}>
              {t.twoFactorReplace}
            </button>
            {!me.twoFactorRequired && (
              <button type="button" className="admin-button admin-button--danger" onClick={() => ask('disable')}>
                {t.twoFactorDisable}
              </button>
            )}
          </div>
        </>
      ) : (
        <>
          <p className="admin-muted">{t.twoFactorOff}</p>
          <button type="button" className="admin-button admin-button--primary" onClick={() => ask('setup')}>
            {t.twoFactorStart}
          </button>
        </>
      )}
    </section>
  );
}
