import type { InquiryFilter } from '@agency/contract/inquiries';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminTexts } from '@admin/admin-texts';
import { adminPath } from '@admin/lib/admin-paths';
import { AdminPage } from '@admin/components/admin-page';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { withReason } from '@admin/lib/error-message';
import { formatDateTime } from '@admin/lib/format';
import { LoadStatus } from '@admin/components/load-status';
import { downloadInquiriesCsv, INBOX_PAGE_SIZE, useInquiries } from './api/inquiry-queries';
import { DeliveryBadge } from './delivery-badge';
import { filterFromParams, isFiltered, paramsOf } from './inbox-filter';
import { InboxFilterBar } from './inbox-filter-bar';
import { pageCount } from './inquiry-status';

const t = {
  export: 'CSV 내보내기',
  exporting: '내보내는 중...',
  exportFailed: 'CSV 내보내기에 실패했습니다:',
  none: '받은 문의가 없습니다.',
  noMatch: '조건에 맞는 문의가 없습니다.',
  found: (total: number) => `${total.toLocaleString('ko-KR')}건`,
};

/** Casting inquiries, newest first, with delivery status and whether someone handled them; searchable, exportable. */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const dialogs = useAdminDialogs();
  const filter = filterFromParams(params);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useInquiries(filter, page);
  const pages = list.isSuccess ? pageCount(list.data.total, INBOX_PAGE_SIZE) : 1;
  const [exporting, setExporting] = useState(false);

  const showFilter = (next: InquiryFilter) => setParams(paramsOf(next));
  const showPage = (next: number) => setParams(paramsOf(filter, next));
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadInquiriesCsv(filter, `inquiries-${localToday()}.csv`);
    } catch (error) {
      console.error('Inquiry export failed', error);
      await dialogs.alert(withReason(t.exportFailed, error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <AdminPage
      title="캐스팅 문의함"
      description="공개 사이트의 CASTING 폼으로 들어온 문의입니다. 최신 문의가 먼저 보입니다."
      actions={
        <button type="button" className="admin-button" disabled={exporting || !list.isSuccess || list.data.total === 0} onClick={() => void exportCsv()}>
          {exporting ? t.exporting : t.export}
        </button>
      }
    >
      <InboxFilterBar filter={filter} onChange={showFilter} />
      {list.isPending && <LoadStatus kind="loading" />}
      {list.isError && <LoadStatus kind="error" />}
      {list.isSuccess && (
        <p className="admin-muted admin-result-count" role="status">
          {list.isPlaceholderData ? adminTexts.loading : t.found(list.data.total)}
        </p>
      )}
      {list.isSuccess &&
        (list.data.items.length === 0 ? (
          <p className="admin-empty">{isFiltered(filter) ? t.noMatch : t.none}</p>
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
                      <DeliveryBadge inquiry={item} />
                      <span className={`admin-badge${item.handledAt ? ' admin-badge--done' : ''}`}>{item.handledAt ? '처리 완료' : '미처리'}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav className="admin-pager" aria-label="문의 페이지">
                <button type="button" className="admin-button admin-button--small" disabled={page <= 1} onClick={() => showPage(page - 1)}>
                  이전
                </button>
                <span aria-current="page">
                  {page} / {pages}
                </span>
                <button type="button" className="admin-button admin-button--small" disabled={page >= pages} onClick={() => showPage(page + 1)}>
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
import { localToday } from '@admin/lib/local-day';
