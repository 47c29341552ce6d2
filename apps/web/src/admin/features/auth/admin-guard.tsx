import { useEffect, useState, type ReactNode } from 'react';
import { ADMIN_LOGIN_PATH } from '@agency/contract/public-pages';
import { Navigate, useLocation } from 'react-router';
import { readSession, type Session } from '@shared/session';
import { adminTexts } from '@admin/admin-texts';
import { isAdminSession } from './guard-decision';
import { SessionContext } from '@admin/lib/session-context';

/** SPEC section 4: checked after this delay; a wait screen shows meanwhile. */
export const GUARD_DELAY_MS = 300;

/** Renders the admin area for an admin session, else redirects to /login (after the 300 ms wait). */
export function AdminGuard({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const timer = window.setTimeout(() => setSession(readSession()), GUARD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!session)
    return (
      <div className="admin-wait" role="status" data-testid="admin-guard-wait">
        <span className="admin-spinner" aria-hidden="true" />
        {adminTexts.waitGuard}
      </div>
    );
  if (!isAdminSession(session)) return <Navigate to={ADMIN_LOGIN_PATH} replace state={{ from: pathname }} />;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
