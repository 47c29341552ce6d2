import { Link } from 'react-router';
import { layoutTexts as t } from '@admin/admin-texts';
import { NewInquiriesBadge } from '@admin/components/new-inquiries';
import { useIsFullAdmin } from '@admin/lib/session-context';
import { isCurrent, menuFor } from './admin-menu';

type AdminSidebarProps = { pathname: string; username: string; onNavigate: () => void; onLogout: () => void };

export function AdminSidebar({ pathname, username, onNavigate, onLogout }: AdminSidebarProps) {
  const menu = menuFor(useIsFullAdmin());
  return (
    <nav className="admin-nav" aria-label={t.menu}>
      {menu.map((group) => (
        <div key={group.title} className="admin-nav-group">
          <p className="admin-nav-title">{group.title}</p>
          <ul>
            {group.items.map((item) => {
              const current = isCurrent(item, pathname);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    // The public site is another page (its own script): a full page load.
                    reloadDocument={item.external}
                    className={`admin-nav-link${current ? ' is-current' : ''}`}
                    aria-current={current ? 'page' : undefined}
                    onClick={onNavigate}
                  >
                    {item.label}
                    {item.badge === 'newInquiries' && <NewInquiriesBadge />}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <div className="admin-nav-footer">
        <p className="admin-muted">
          {t.signedInAs}
          {username}
        </p>
        <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={onLogout}>
          {t.logout}
        </button>
      </div>
    </nav>
  );
}
