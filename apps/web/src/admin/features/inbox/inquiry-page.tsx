import { Link, useParams } from 'react-router';
import { adminTexts } from '@admin/admin-texts';
import { adminPath } from '@admin/lib/admin-paths';
import { AdminPage } from '@admin/components/admin-page';
import { LinkedJobs } from '@admin/components/linked-jobs';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { withReason } from '@admin/lib/error-message';
import { formatDateTime } from '@admin/lib/format';
import { LoadStatus } from '@admin/components/load-status';
import { useInquiry, useInquiryActions } from './api/inquiry-queries';
import { DeliveryBadge } from './delivery-badge';
import { canResend } from './inquiry-status';

export function InquiryPage() {
  const id = Number.parseInt(useParams().id ?? '', 10);
  const inquiry = useInquiry(id);
  const actions = useInquiryActions(id);
  const dialogs = useAdminDialogs();
  const busy = actions.markHandled.isPending || actions.resend.isPending;

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      dialogs.notify(success);
    } catch (error) {
      console.error('Inquiry action failed', error);
      await dialogs.alert(withReason(adminTexts.saveFailed, error));
    }
  };

  const back = (
    <Link to={adminPath('inquiries')} className="admin-button admin-button--ghost">
      목록으로
    </Link>
  );

  if (!inquiry.isSuccess)
    return (
      <AdminPage title="문의 상세" actions={back}>
        <LoadStatus kind={inquiry.isPending ? 'loading' : 'error'} />
      </AdminPage>
    );

  const item = inquiry.data;
  return (
    <AdminPage title={item.title} description={`${formatDateTime(item.createdAt)} 접수`} actions={back} historyTarget={`inquiry:${id}`}>
      <div className="admin-stack">
        <section className="admin-card">
          <div className="admin-inbox-badges">
            <DeliveryBadge inquiry={item} />
            <span className={`admin-badge${item.handledAt ? ' admin-badge--done' : ''}`}>
              {item.handledAt ? `처리 완료 (${formatDateTime(item.handledAt)})` : '미처리'}
            </span>
          </div>
          <dl className="admin-facts">
            <dt>이름</dt>
            <dd>{item.name}</dd>
            <dt>이메일</dt>
            <dd>
              <a href={`mailto:${item.email}`}>{item.email}</a>
            </dd>
            <dt>연락처</dt>
            <dd>
              <a href={`tel:${item.phone}`}>{item.phone}</a>
            </dd>
            <dt>작성 언어</dt>
            <dd>{item.language === 'en' ? '영어' : '한국어'}</dd>
          </dl>
          <h2 className="admin-card-title">문의 내용</h2>
          <p className="admin-message">{item.message}</p>
          <div className="admin-save-actions">
            <button
              type="button"
              className="admin-button admin-button--primary"
              disabled={busy}
              onClick={() => void run(() => actions.markHandled.mutateAsync(!item.handledAt), item.handledAt ? '미처리로 되돌렸습니다.' : '처리 완료로 표시했습니다.')}
            >
              {item.handledAt ? '미처리로 되돌리기' : '처리 완료로 표시'}
            </button>
            {canResend(item) && (
              <button type="button" className="admin-button" disabled={busy} onClick={() => void run(() => actions.resend.mutateAsync(), '메일을 다시 보내도록 예약했습니다.')}>
                메일 다시 보내기
              </button>
            )}
          </div>
        </section>
        <section className="admin-card">
          <h2 className="admin-card-title">메일 발송 기록</h2>
          <p className="admin-muted">
            시도 {item.attempts}회{item.sentAt && ` · ${item.sentBy === 'log' ? '로그에 기록' : '발송'} ${formatDateTime(item.sentAt)}`}
            {item.nextAttemptAt && item.deliveryStatus !== 'sent' && ` · 다음 시도 ${formatDateTime(item.nextAttemptAt)}`}
          </p>
          {item.lastError && <p className="admin-field-error">마지막 오류: {item.lastError}</p>}
          {item.deliveryAttempts.length > 0 && (
            <ol className="admin-attempts">
              {item.deliveryAttempts.map((attempt, index) => (
                <li key={`${attempt.attemptedAt}-${index}`}>
                  {formatDateTime(attempt.attemptedAt)} — {attempt.error ?? '성공'}
                </li>
              ))}
            </ol>
          )}
        </section>
        <LinkedJobs source={{ inquiryId: id }} />
      </div>
    </AdminPage>
  );
}
import './inbox.css';
