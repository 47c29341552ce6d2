import './login.css';
import './session.css';
import { useCallback, useEffect, useState } from 'react';
import { getStoredToken, tokenEndsAt } from '@shared/session';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { formatTime } from '@admin/lib/format';
import { useAdminSession } from '@admin/lib/session-context';
import { ReSignInDialog } from './re-sign-in-dialog';
import { SESSION_CHECK_MS, sessionPhase } from './session-expiry';
import { sessionTexts as t } from './session-texts';

/**
 * The sign-in's end, before it comes (decision 101): from SESSION_WARNING_MS before, a notice that stays in view
 * offers to sign in again in a dialog; once it has ended the dialog opens by itself. The screen, its form and the
 * typed text stay as they are. A token another tab stored counts too.
 */
export function SessionExpiryWatch() {
  const { username } = useAdminSession();
  const dialogs = useAdminDialogs();
  const [token, setToken] = useState(getStoredToken);
  const [now, setNow] = useState(Date.now);
  const [open, setOpen] = useState(false);
  // Closed while the sign-in had ended: it does not open by itself again (the notice stays).
  const [keptClosed, setKeptClosed] = useState(false);

  const look = useCallback(() => {
    setToken(getStoredToken());
    setNow(Date.now());
  }, []);
  useEffect(() => {
    const timer = window.setInterval(look, SESSION_CHECK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') look();
    };
    window.addEventListener('storage', look);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('storage', look);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [look]);

  const endsAt = token ? tokenEndsAt(token) : null;
  const phase = sessionPhase(endsAt, now);
  const dialogOpen = open || (phase === 'expired' && !keptClosed);

  const signedInAgain = () => {
    setOpen(false);
    setKeptClosed(false);
    look();
    dialogs.notify(t.done);
  };
  const close = () => {
    setOpen(false);
    if (phase === 'expired') setKeptClosed(true);
  };

  return (
    <>
      {phase !== 'ok' && endsAt !== null && (
        <div className={`admin-session-warning${phase === 'expired' ? ' is-expired' : ''}`} role="alert">
          <p>{phase === 'expired' ? t.expired : t.warning(formatTime(new Date(endsAt).toISOString()))}</p>
          <button type="button" className="admin-button admin-button--primary admin-button--small" onClick={() => setOpen(true)}>
            {t.signInAgain}
          </button>
        </div>
      )}
      {dialogOpen && <ReSignInDialog username={username} onDone={signedInAgain} onClose={close} />}
    </>
  );
}
