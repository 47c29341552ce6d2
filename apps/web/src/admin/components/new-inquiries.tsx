import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call } from '@shared/api/api-client';
import { adminPath } from '../lib/admin-paths';
import { queryKeys } from '../lib/query-keys';

/** How often the count asks again (inquiries arrive from the public site at any time). */
const NEW_COUNT_REFRESH_MS = 60_000;

/** GET /api/admin/inquiries/new-count: inquiries nobody has handled yet (refreshed every minute and after inbox actions). */
export function useNewInquiryCount() {
  return useQuery({
    queryKey: queryKeys.inquiries.newCount(),
    queryFn: () => call('countNewInquiries'),
    refetchInterval: NEW_COUNT_REFRESH_MS,
    select: (answer) => answer.count,
  });
}

/** The count next to the inbox's menu entry (nothing when there are none). */
export function NewInquiriesBadge() {
  const count = useNewInquiryCount();
  if (!count.isSuccess || count.data === 0) return null;
  return (
    <span className="admin-nav-badge">
      {count.data > 99 ? '99+' : count.data}
      <span className="visually-hidden">건 미처리</span>
    </span>
  );
}

/** The dashboard's line about new inquiries, linking to the inbox filtered to them. */
export function NewInquiriesNotice() {
  const count = useNewInquiryCount();
  if (!count.isSuccess) return null;
  return (
    <p className="admin-card admin-new-inquiries">
      {count.data === 0 ? (
        '처리할 새 문의가 없습니다.'
      ) : (
        <>
          처리하지 않은 문의가 <strong>{count.data.toLocaleString('ko-KR')}건</strong> 있습니다.{' '}
          <Link to={`${adminPath('inquiries')}?status=new`}>문의함에서 보기</Link>
        </>
      )}
    </p>
  );
}
