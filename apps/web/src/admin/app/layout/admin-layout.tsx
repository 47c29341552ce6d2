import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { endSession } from '@shared/session';
import { layoutTexts as t } from '@admin/admin-texts';
import { useAdminSession } from '@admin/lib/session-context';
import { ADMIN_LOGIN_PATH } from '@agency/contract/public-pages';
import { ADMIN_PATHS } from '@admin/lib/admin-paths';
import { SessionExpiryWatch } from '@admin/features/auth/session-expiry-watch';
import { AdminSidebar } from './admin-sidebar';

/** Sidebar (a drawer below 960 px) and the current screen. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { username } = useAdminSession();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const logout = () => {
    endSession();
    navigate(ADMIN_LOGIN_PATH, { replace: true });
  };

  return (
    <div className={`admin-shell${open ? ' is-menu-open' : ''}`}>
      <a className="skip-link" href="#admin-main">
        본문으로 건너뛰기
      </a>
      <header className="admin-topbar">
        <button
          type="button"
          className="admin-menu-toggle"
          aria-expanded={open}
          aria-controls="admin-sidebar"
          aria-label={open ? t.closeMenu : t.openMenu}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true" className="admin-menu-icon" />
        </button>
        <Link to={ADMIN_PATHS.dashboard} className="admin-brand">
          {t.brand}
        </Link>
      </header>
      <aside id="admin-sidebar" className="admin-sidebar">
        <Link to={ADMIN_PATHS.dashboard} className="admin-brand admin-brand--side">
          {t.brand}
        </Link>
        <AdminSidebar pathname={pathname} username={username} onNavigate={() => setOpen(false)} onLogout={logout} />
      </aside>
      {open && <div className="admin-scrim" aria-hidden="true" onClick={() => setOpen(false)} />}
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SessionExpiryWatch />
    </div>
  );
}
