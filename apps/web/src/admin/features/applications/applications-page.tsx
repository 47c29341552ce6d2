import { ageOn, APPLICATION_STATUSES, type ApplicationStatus } from '@agency/contract/application-rules';
import { Link, useSearchParams } from 'react-router';
import { adminTexts } from '@admin/admin-texts';
import { AdminPage } from '@admin/components/admin-page';
import { LoadStatus } from '@admin/components/load-status';
import { adminPath } from '@admin/lib/admin-paths';
import { formatDateTime } from '@admin/lib/format';
import { localToday } from '@admin/lib/local-day';
import { APPLICATIONS_PAGE_SIZE, useApplications } from './api/applications-api';
import { applicationTexts as t } from './application-texts';
import './applications.css';

const statusFrom = (value: string | null): ApplicationStatus | undefined => (APPLICATION_STATUSES as readonly string[]).includes(value ?? '') ? (value as ApplicationStatus) : undefined;

/** Model applications, newest first, by status (new, reviewing, accepted, declined). */
export function ApplicationsPage() {
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useApplications(status, page);
  const pages = list.isSuccess ? Math.max(1, Math.ceil(list.data.total / APPLICATIONS_PAGE_SIZE)) : 1;
  const today = localToday();
  const show = (next: { status?: ApplicationStatus; page?: number }) =>
    setParams(new URLSearchParams(Object.entries({ status: next.status ?? '', page: next.page && next.page > 1 ? String(next.page) : '' }).filter(([, v]) => v !== '')));
  const total = list.isSuccess ? Object.values(list.data.counts).reduce((a, b) => a + b, 0) : 0;

  return (
    <AdminPage title={t.title} description={t.description}>
      <nav className="admin-application-tabs" aria-label={t.filterLabel}>
        {[undefined, ...APPLICATION_STATUSES].map((value) => (
          <button key={value ?? 'all'} type="button" className="admin-button admin-button--small" aria-pressed={status === value} onClick={() => show({ status: value })}>
            {value ? t.statuses[value] : t.all} {list.isSuccess && `(${value ? list.data.counts[value] : total})`}
          </button>
        ))}
      </nav>
      {list.isPending && <LoadStatus kind="loading" />}
      {list.isError && <LoadStatus kind="error" text={t.loadFailed} />}
      {list.isSuccess && (
        <p className="admin-muted admin-application-count" role="status">
          {list.isPlaceholderData ? adminTexts.loading : t.found(list.data.total)}
        </p>
      )}
      {list.isSuccess &&
        (list.data.items.length === 0 ? (
          <p className="admin-empty">{t.empty}</p>
        ) : (
          <ul className="admin-application-list">
            {list.data.items.map((item) => (
              <li key={item.id}>
                <Link to={adminPath('application', { id: item.id })} className="admin-card admin-application-item">
                  {item.thumbnailUrl ? <img src={item.thumbnailUrl} alt="" width={64} height={80} loading="lazy" /> : <span className="admin-application-nophoto" />}
                  <span className="admin-application-main">
                    <strong>{item.name}</strong>
                    <span className="admin-muted">
                      {t.age(ageOn(item.birthDate, today))} · {t.genders[item.gender]} · {item.heightCm}cm · {item.city} · {t.photos(item.photoCount)}
                    </span>
                    <span className="admin-muted">{formatDateTime(item.createdAt)}</span>
                  </span>
                  <span className={`admin-badge admin-application-status is-${item.status}`}>{t.statuses[item.status]}</span>
                </Link>
              </li>
            ))}
          </ul>
        ))}
      {pages > 1 && (
        <nav className="admin-application-pager" aria-label="pages">
          <button type="button" className="admin-button admin-button--small" disabled={page <= 1} onClick={() => show({ status, page: page - 1 })}>
            ←
          </button>
          <span>
            {page} / {pages}
          </span>
          <button type="button" className="admin-button admin-button--small" disabled={page >= pages} onClick={() => show({ status, page: page + 1 })}>
            →
          </button>
        </nav>
      )}
    </AdminPage>
  );
}
