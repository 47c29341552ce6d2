import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { accountTexts as t } from './account-texts';

/** A generated password, shown this once, with a copy button; gone when the admin confirms. */
export function PasswordOnce({ username, password, onDone }: { username: string; password: string; onDone: () => void }) {
  const dialogs = useAdminDialogs();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      dialogs.notify(t.copied);
    } catch (error) {
      console.warn('Copying the password failed', error);
    }
  };
  return (
    <section className="admin-card admin-password-once" role="alert" aria-labelledby="password-once-title">
      <h2 id="password-once-title" className="admin-card-title">
        {t.passwordTitle(username)}
      </h2>
      <p className="admin-password-value">
        <code>{password}</code>
      </p>
      <p className="admin-muted">{t.passwordOnce}</p>
      <div className="admin-account-actions">
        <button type="button" className="admin-button" onClick={() => void copy()}>
          {t.copy}
        </button>
        <button type="button" className="admin-button admin-button--primary" onClick={onDone}>
          {t.done}
        </button>
      </div>
    </section>
  );
}
