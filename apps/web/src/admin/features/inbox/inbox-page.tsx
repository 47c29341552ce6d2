import { Link, useSearchParams } from 'react-router';
import { adminPath } from '@admin/lib/admin-paths';
import { AdminPage } from '@admin/components/admin-page';
import { formatDateTime } from '@admin/lib/format';
import { LoadStatus } from '@admin/components/load-status';
import { INBOX_PAGE_SIZE, useInquiries } from './api/inquiry-queries';
import { DeliveryBadge } from './delivery-badge';
import { pageCount } from './inquiry-status';

/** Casting inquiries, newest first, with delivery status and whether someone handled them. */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useInquiries(page);
  const pages = list.isSuccess ? pageCount(list.data.total, INBOX_PAGE_SIZE) : 1;

  return (
    <AdminPage title="캐스팅 문의함" description="공개 사이트의 CASTING 폼으로 들어온 문의입니다. 최신 문의가 먼저 보입니다.">
      {list.isPending && <LoadStatus kind="loading" />}
      {list.isError && <LoadStatus kind="error" />}
      {list.isSuccess &&
        (list.data.items.length === 0 ? (
          <p className="admin-empty">받은 문의가 없습니다.</p>
        ) : (
          <>
            <ul className="admin-inbox">
              {list.data.items.map((item) => (
                <li key={item.id}>
                  <Link to={adminPath('inquiry', { id: item.id })} className={`admin-card admin-inbox-item${item.handledAt ? ' is-handled' : ''}`}>
                    <span className="admin-inbox-title">{item.title}</span>
                    <span className="admin-inbox-meta">
                      {item.name} · {item.email} · {formatDateTime(item.createdAt)}
                    </span>
                    <span className="admin-inbox-badges">
                      <DeliveryBadge status={item.deliveryStatus} />
                      <span className={`admin-badge${item.handledAt ? ' admin-badge--done' : ''}`}>{item.handledAt ? '처리 완료' : '미처리'}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav className="admin-pager" aria-label="문의 페이지">
                <button type="button" className="admin-button admin-button--small" disabled={page <= 1} onClick={() => setParams({ page: String(page - 1) })}>
                  이전
                </button>
                <span aria-current="page">
                  {page} / {pages}
                </span>
                <button type="button" className="admin-button admin-button--small" disabled={page >= pages} onClick={() => setParams({ page: String(page + 1) })}>
                  다음
                </button>
              </nav>
            )}
          </>
        ))}
    </AdminPage>
  );
}
import './inbox.css';
