import type { Reauth } from '@agency/contract/two-factor';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { accountTexts as t } from './account-texts';

export type ReauthPurpose = 'setup' | 'replace' | 'disable';

/**
 * Who is at the keyboard, asked before the own two-factor sign-in changes (decision 092): the current password, or
 * while it is on a code of the current app (or a recovery code). The field takes the focus when the form appears and
 * when the kind of proof changes; the server's refusal is announced (role=alert) and tied to the field.
 */
export function ReauthForm(props: {
  purpose: ReauthPurpose;
  /** Two-factor sign-in is on: a current code proves it too. */
  canUseCode: boolean;
  busy: boolean;
  error: string;
  onSubmit: (proof: Reauth) => void;
  onCancel: () => void;
}) {
  const { purpose, canUseCode, busy, error, onSubmit, onCancel } = props;
  const id = useId();
  const [method, setMethod] = useState<'password' | 'code'>('password');
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
  }, [method]);

  const switchMethod = () => {
    setMethod(method === 'password' ? 'code' : 'password');
    setValue('');
    setMissing('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === '') {
      setMissing(method === 'password' ? t.reauthMissing : t.reauthMissingCode);
      input.current?.focus();
      return;
    }
    setMissing('');
    onSubmit(method === 'password' ? { currentPassword: value } : { currentCode: value });
  };
  const shown = missing || error;

  return (
    <form className="admin-reauth" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} aria-describedby={`${id}-lead`}>
      <h3 id={`${id}-title`} className="admin-reauth-title">
        {t.reauthTitle}
      </h3>
      <p id={`${id}-lead`} className="admin-muted">
        {t.reauthLead[purpose]}
      </p>
      <div className="admin-field">
        <label htmlFor={`${id}-proof`} className="admin-label">
          {method === 'password' ? t.currentPassword : t.reauthCode}
        </label>
        <input
          ref={input}
          id={`${id}-proof`}
          key={method}
          className="admin-input"
          type={method === 'password' ? 'password' : 'text'}
          autoComplete={method === 'password' ? 'current-password' : 'one-time-code'}
          {...(method === 'code' ? { inputMode: 'text' as const, autoCapitalize: 'none', spellCheck: false, maxLength: 20 } : { maxLength: 200 })}
          required
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${id}-error`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <p id={`${id}-error`} className="admin-field-error" role="alert">
          {shown}
        </p>
      </div>
      <div className="admin-reauth-actions">
        <button type="submit" className={`admin-button ${purpose === 'disable' ? 'admin-button--danger' : 'admin-button--primary'}`} disabled={busy}>
          {purpose === 'disable' ? t.twoFactorDisable : t.reauthNext}
        </button>
        {canUseCode && (
          <button type="button" className="admin-button admin-button--ghost" onClick={switchMethod}>
            {method === 'password' ? t.reauthUseCode : t.reauthUsePassword}
          </button>
        )}
        <button type="button" className="admin-button admin-button--ghost" onClick={onCancel}>
          {t.twoFactorCancel}
        </button>
      </div>
    </form>
  );
}
