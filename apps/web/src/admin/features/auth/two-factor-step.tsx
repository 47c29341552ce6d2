import type { TwoFactorSetup } from '@agency/contract/two-factor';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { twoFactorTexts as t } from '@admin/admin-texts';
import { CodeForm, RecoveryCodesView, TwoFactorSetupView } from '@admin/components/two-factor-views';
import { ApiError } from '@shared/api/api-client';
import { enrolAtLogin, loginRefusalReason, loginWithCode, setupAtLogin } from './api/login';
import { useAttempt } from './use-attempt';

type Step = { twoFactor: 'code' | 'enrol'; challenge: string };

function failureText(error: unknown): string {
  // Too many codes: the time to wait, where the server gave it (decision 104).
  if (error instanceof ApiError && error.status === 429) return loginRefusalReason(error) ?? t.tooMany;
  if (error instanceof ApiError && error.status === 401 && /시간이 지났|timed out/.test(error.message)) return t.timedOut;
  return t.codeFailed;
}

/**
 * The login's second step (decision 084): the app's code (or a recovery code); or, where the site requires two-factor
 * sign-in of an account that has none, setting it up (QR code, first code, recovery codes shown once).
 */
export function TwoFactorStep({ step, onDone, onRestart }: { step: Step; onDone: () => void; onRestart: () => void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const { busy, error, setError, run } = useAttempt('Two-factor sign-in failed', failureText);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  useEffect(() => {
    if (step.twoFactor !== 'enrol') return;
    setupAtLogin(step.challenge).then(setSetup, (failure: unknown) => setError(failureText(failure)));
  }, [step, setError]);

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await loginWithCode(step.challenge, code);
      onDone();
    });
  };

  if (recoveryCodes) return <RecoveryCodesView codes={recoveryCodes} onDone={onDone} />;
  return (
    <>
      <h1 className="login-title">{step.twoFactor === 'code' ? t.codeTitle : t.enrolTitle}</h1>
      <p className="admin-muted">{step.twoFactor === 'code' ? t.codeLead : t.enrolLead}</p>
      {step.twoFactor === 'code' && <CodeForm id={id} code={code} onChange={setCode} onSubmit={submitCode} busy={busy} error={error} label={t.code} submitLabel={t.verify} />}
      {step.twoFactor === 'enrol' && setup && (
        <TwoFactorSetupView setup={setup} busy={busy} error={error} onCode={(first) => void run(async () => setRecoveryCodes(await enrolAtLogin(step.challenge, first)))} />
      )}
      {step.twoFactor === 'enrol' && !setup && error && (
        <p className="login-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="admin-button admin-button--ghost login-home" onClick={onRestart}>
        {t.backToLogin}
      </button>
    </>
  );
}
