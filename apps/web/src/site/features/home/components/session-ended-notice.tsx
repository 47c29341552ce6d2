import { useState } from 'react';
import { clearSessionEnded, endedSessionPath, signInPathFor } from '@shared/session-ended';
import { useTexts } from '@shared/i18n/use-language';
import { sessionNoticeTexts } from '../session-notice-texts';

/**
 * After a 401 the admin lands here (SPEC section 6): a short notice with the sign-in that leads back to the screen
 * they were on, where the kept draft is offered (decision 101). Nothing for anyone else.
 */
export function SessionEndedNotice() {
  const texts = useTexts(sessionNoticeTexts);
  const [path, setPath] = useState(endedSessionPath);
  if (!path) return null;
  return (
    <div className="home-session-notice" role="status">
      <p>{texts.text}</p>
      {/* The sign-in is the admin's own page (another script): a full page load. */}
      <a href={signInPathFor(path)}>{texts.signIn}</a>
      <button
        type="button"
        aria-label={texts.dismiss}
        onClick={() => {
          clearSessionEnded();
          setPath(null);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
