import type { TwoFactorSetup } from '@agency/contract/two-factor';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { ApiError } from '@shared/api/api-client';
import { useFocusTrap } from '@shared/ui/use-focus-trap';
import { twoFactorTexts } from '@admin/admin-texts';
import { CodeForm, RecoveryCodesView, TwoFactorSetupView } from '@admin/components/two-factor-views';
import { enrolAtLogin, login, loginRefusalReason, loginWithCode, setupAtLogin } from './api/login';
import { sessionTexts as t } from './session-texts';
import { useAttempt } from './use-attempt';

type Step =
  | { kind: 'password' }
  | { kind: 'code'; challenge: string }
  | { kind: 'enrol'; challenge: string; setup: TwoFactorSetup | null }
  | { kind: 'recovery'; codes: string[] };

function failureText(step: Step, error: unknown): string {
  // A disabled account, or too many tries with the time to wait (decision 104).
  const reason = loginRefusalReason(error);
  if (reason) return reason;
  if (error instanceof ApiError && error.status === 429) return t.tooMany;
  if (step.kind === 'password') return t.failed;
  if (error instanceof ApiError && error.status === 401 && /시간이 지났|timed out/.test(error.message)) return twoFactorTexts.timedOut;
  return twoFactorTexts.codeFailed;
}

/**
 * Signing in again without leaving the screen (decision 101): the same account's password, then, for an account with
 * two-factor sign-in, the app's code (or a recovery code), or where the site requires it of an account without it,
 * setting it up (decisions 084, 092). The new token replaces the old one; the screen and its form stay as they are.
 */
export function ReSignInDialog({ username, onDone, onClose }: { username: string; onDone: () => void; onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { busy, error, setError, run } = useAttempt('Signing in again failed', (failure) => failureText(step, failure));
  useFocusTrap(panelRef, true, onClose, passwordRef);

  const enrolChallenge = step.kind === 'enrol' && step.setup === null ? step.challenge : null;
  useEffect(() => {
    if (step.kind === 'code') codeRef.current?.focus();
  }, [step.kind]);
  useEffect(() => {
    if (!enrolChallenge) return;
    setupAtLogin(enrolChallenge).then(
      (setup) => setStep({ kind: 'enrol', challenge: enrolChallenge, setup }),
      (failure: unknown) => setError(failureText({ kind: 'enrol', challenge: enrolChallenge, setup: null }, failure)),
    );
  }, [enrolChallenge, setError]);

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const next = await login(username, password);
      setPassword('');
      if (!('challenge' in next)) return onDone();
      setStep(next.twoFactor === 'code' ? { kind: 'code', challenge: next.challenge } : { kind: 'enrol', challenge: next.challenge, setup: null });
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'code') return;
    void run(async () => {
      await loginWithCode(step.challenge, code);
      onDone();
    });
  };

  return createPortal(
    <div className="admin-dialog-backdrop">
      <div ref={panelRef} className="admin-dialog admin-re-sign-in" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-lead`}>
        <h2 id={`${id}-title`} className="admin-dialog-title">
          {step.kind === 'code' ? twoFactorTexts.codeTitle : step.kind === 'enrol' ? twoFactorTexts.enrolTitle : t.dialogTitle}
        </h2>
        <p id={`${id}-lead`} className="admin-dialog-message">
          {step.kind === 'code' ? twoFactorTexts.codeLead : step.kind === 'enrol' ? twoFactorTexts.enrolLead : t.dialogLead}
        </p>
        {step.kind === 'password' && (
          <form className="admin-re-sign-in-form" onSubmit={submitPassword} noValidate>
            <p className="admin-muted">
              {t.account}: <strong>{username}</strong>
            </p>
            {/* For password managers: the account is fixed (drafts belong to it). */}
            <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
            <label htmlFor={`${id}-password`} className="admin-label">
              {t.password}
            </label>
            <input
              ref={passwordRef}
              id={`${id}-password`}
              className="admin-input"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              aria-describedby={`${id}-error`}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <p id={`${id}-error`} className="login-error admin-field-error" role="alert">
              {error}
            </p>
            <button type="submit" className="admin-button admin-button--primary" disabled={busy || password === ''}>
              {t.submit}
            </button>
          </form>
        )}
        {step.kind === 'code' && (
          <CodeForm id={id} code={code} onChange={setCode} onSubmit={submitCode} busy={busy} error={error} label={twoFactorTexts.code} submitLabel={twoFactorTexts.verify} inputRef={codeRef} />
        )}
        {step.kind === 'enrol' && step.setup && (
          <TwoFactorSetupView
            setup={step.setup}
            busy={busy}
            error={error}
            focusOnShow
            onCode={(first) => void run(async () => setStep({ kind: 'recovery', codes: await enrolAtLogin(step.challenge, first) }))}
          />
        )}
        {step.kind === 'enrol' && !step.setup && error && (
          <p className="login-error" role="alert">
            {error}
          </p>
        )}
        {step.kind === 'recovery' && <RecoveryCodesView codes={step.codes} onDone={onDone} />}
        {step.kind !== 'recovery' && (
          <div className="admin-dialog-actions">
            <button type="button" className="admin-button admin-button--ghost" onClick={onClose}>
              {t.close}
            </button>
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
