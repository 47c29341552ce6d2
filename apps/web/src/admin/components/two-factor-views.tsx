import type { TwoFactorSetup } from '@agency/contract/two-factor';
import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { downloadFile } from '@admin/lib/download-file';
import { recoveryCodesFileName, recoveryCodesFileText } from '@admin/lib/recovery-codes-file';
import { twoFactorTexts as t } from '../admin-texts';

/**
 * The QR code to scan (and the secret to type instead) with the field for the app's first code; `focusOnShow` moves
 * the focus to that field when it appears in place of the form that asked for it (내 계정).
 */
export function TwoFactorSetupView(props: { setup: TwoFactorSetup; busy: boolean; error: string; onCode: (code: string) => void; focusOnShow?: boolean }) {
  const { setup, busy, error, onCode, focusOnShow = false } = props;
  const id = useId();
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnShow) input.current?.focus();
  }, [focusOnShow]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCode(code);
  };
  return (
    <div className="admin-two-factor-setup">
      <p>{t.scan}</p>
      <img className="admin-two-factor-qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`} alt={t.qrAlt} width={200} height={200} />
      <p className="admin-muted">
        {t.typeInstead} <code className="admin-two-factor-secret">{setup.secret}</code>
      </p>
      <CodeForm id={id} code={code} onChange={setCode} onSubmit={submit} busy={busy} error={error} label={t.firstCode} submitLabel={t.turnOn} inputRef={input} />
    </div>
  );
}

/** A code field (app code or recovery code) with its submit button and the last error. */
export function CodeForm(props: {
  id: string;
  code: string;
  onChange: (code: string) => void;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  error: string;
  label: string;
  submitLabel: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { id, code, onChange, onSubmit, busy, error, label, submitLabel, hint, inputRef } = props;
  return (
    <form className="admin-two-factor-code" onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-code`} className="admin-label">
        {label}
      </label>
      <input
        ref={inputRef}
        id={`${id}-code`}
        className="admin-input"
        inputMode="text"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={20}
        required
        aria-describedby={[hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ')}
        value={code}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="admin-hint">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className="login-error admin-field-error" role="alert">
        {error}
      </p>
      <button type="submit" className="admin-button admin-button--primary" disabled={busy || code.trim() === ''}>
        {submitLabel}
      </button>
    </form>
  );
}

/** Recovery codes, shown once, to keep somewhere safe: copied, downloaded as a text file, or written down. */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [status, setStatus] = useState('');
  const file = () => {
    const madeAt = new Date();
    const host = window.location.host;
    return { name: recoveryCodesFileName(host, madeAt), text: recoveryCodesFileText(codes, { title: t.recoveryFileTitle(host), note: t.recoveryFileNote }, madeAt) };
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setStatus(t.recoveryCopied);
    } catch (error) {
      console.warn('Copying the recovery codes failed', error);
      setStatus(t.recoveryCopyFailed);
    }
  };
  const download = () => {
    const { name, text } = file();
    downloadFile(name, new Blob([text], { type: 'text/plain;charset=utf-8' }));
    setStatus(t.recoveryDownloaded);
  };
  return (
    <div className="admin-recovery-codes" role="alert">
      <p>
        <strong>{t.recoveryTitle}</strong>
      </p>
      <p className="admin-muted">{t.recoveryOnce}</p>
      <ul>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="admin-recovery-actions">
        <button type="button" className="admin-button" onClick={() => void copy()}>
          {t.recoveryCopy}
        </button>
        <button type="button" className="admin-button" onClick={download}>
          {t.recoveryDownload}
        </button>
      </div>
      <p className="admin-recovery-status" role="status">
        {status}
      </p>
      <button type="button" className="admin-button admin-button--primary" onClick={onDone}>
        {t.recoveryDone}
      </button>
    </div>
  );
}
