import { useId, useState, type FormEvent } from 'react';
import { ADMIN_HOME_PATH, publicPagePath } from '@agency/contract/public-pages';
import { useNavigate, useSearchParams } from 'react-router';
import { getAppConfig } from '@shared/app-config';
import { clearSessionEnded, isAdminReturnPath } from '@shared/session-ended';
import { useDocumentTitle } from '@shared/use-document-title';
import { loginTexts as t } from '@admin/admin-texts';
import { login, loginRefusalReason } from './api/login';
import { TwoFactorStep } from './two-factor-step';

export function LoginPage() {
  const navigate = useNavigate();
  // SPEC section 6 leads to /admin; after an ended session, back to the screen it ended on (decision 101).
  const next = useSearchParams()[0].get('next');
  const signedIn = () => {
    clearSessionEnded();
    navigate(isAdminReturnPath(next) ? next : ADMIN_HOME_PATH, { replace: true });
  };
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [failed, setFailed] = useState(false);
  /** Why, when it was not a wrong password (a disabled account, too many tries): the line under the red one. */
  const [reason, setReason] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [second, setSecond] = useState<{ twoFactor: 'code' | 'enrol'; challenge: string } | null>(null);
  const id = useId();
  useDocumentTitle(`LOGIN | ${getAppConfig().siteName}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setFailed(false);
    setReason(null);
    try {
      const step = await login(username, password);
      if ('challenge' in step) {
        setSecond(step);
        setSubmitting(false);
        return;
      }
      signedIn();
    } catch (error) {
      // Details stay on the console; the screen says the credentials did not work (SPEC), and beneath it, where the
      // server gave one, the real reason in Korean (decision 104).
      console.error('Login failed', error);
      setFailed(true);
      setReason(loginRefusalReason(error));
      setSubmitting(false);
    }
  };

  if (second)
    return (
      <main className="login">
        <div className="login-panel">
          <p className="login-brand">{getAppConfig().siteName}</p>
          <TwoFactorStep
            step={second}
            onDone={signedIn}
            onRestart={() => {
              setSecond(null);
              setPassword('');
            }}
          />
        </div>
      </main>
    );

  return (
    <main className="login">
      <div className="login-panel">
        <p className="login-brand">{getAppConfig().siteName}</p>
        <h1 className="login-title">{t.title}</h1>
        <div className="login-divider" role="separator" aria-label={t.or}>
          <span>{t.or}</span>
        </div>
        <form
          className="login-form"
          onSubmit={(event) => void submit(event)}
          aria-describedby={failed ? (reason ? `${id}-error ${id}-reason` : `${id}-error`) : undefined}
        >
          <label htmlFor={`${id}-username`} className="admin-label">
            {t.username}
          </label>
          <input
            id={`${id}-username`}
            className="admin-input"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <label htmlFor={`${id}-password`} className="admin-label">
            {t.password}
          </label>
          <input
            id={`${id}-password`}
            className="admin-input"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <p id={`${id}-error`} className="login-error" role="alert">
            {failed ? t.failed : ''}
          </p>
          <p id={`${id}-reason`} className="login-reason" role="alert">
            {failed && reason ? reason : ''}
          </p>
          <button type="submit" className="admin-button admin-button--primary login-submit" disabled={submitting}>
            {t.submit}
          </button>
        </form>
        {/* The public site is another page (its own script): a full page load. */}
        <a href={publicPagePath('home')} className="admin-button admin-button--ghost login-home">
          {t.home}
        </a>
      </div>
    </main>
  );
}
import './login.css';
