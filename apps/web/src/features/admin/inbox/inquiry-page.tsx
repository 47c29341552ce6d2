import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { adminTexts } from '../admin-texts';
import { AdminPage } from '../shared/admin-page';
import { useAdminDialogs } from '../shared/dialogs/dialog-context';
import { withReason } from '../shared/error-message';
import { formatDateTime } from '../shared/format';
import { LoadStatus } from '../shared/load-status';
import { useInquiry } from './api/get-inquiry';
import { markInquiryHandled } from './api/mark-inquiry-handled';
import { resendInquiry } from './api/resend-inquiry';
import { DeliveryBadge } from './delivery-badge';
import { canResend } from './inquiry-status';

export function InquiryPage() {
  const id = Number.parseInt(useParams().id ?? '', 10);
  const inquiry = useInquiry(id);
  const dialogs = useAdminDialogs();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await action();
      await dialogs.alert(success);
      inquiry.reload();
    } catch (error) {
      console.error('Inquiry action failed', error);
      await dialogs.alert(withReason(adminTexts.saveFailed, error));
    } finally {
      setBusy(false);
    }
  };

  const back = (
    <Link to="/admin/inquiries" className="admin-button admin-button--ghost">
      목록으로
    </Link>
  );

  if (inquiry.status !== 'ready')
    return (
      <AdminPage title="문의 상세" actions={back}>
        <LoadStatus kind={inquiry.status === 'loading' ? 'loading' : 'error'} />
      </AdminPage>
    );

  const item = inquiry.data;
  return (
    <AdminPage title={item.title} description={`${formatDateTime(item.createdAt)} 접수`} actions={back}>
      <div className="admin-stack">
        <section className="admin-card">
          <div className="admin-inbox-badges">
            <DeliveryBadge status={item.deliveryStatus} />
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
              onClick={() => void run(() => markInquiryHandled(item.id, !item.handledAt), item.handledAt ? '미처리로 되돌렸습니다.' : '처리 완료로 표시했습니다.')}
            >
              {item.handledAt ? '미처리로 되돌리기' : '처리 완료로 표시'}
            </button>
            {canResend(item) && (
              <button type="button" className="admin-button" disabled={busy} onClick={() => void run(() => resendInquiry(item.id), '메일을 다시 보내도록 예약했습니다.')}>
                메일 다시 보내기
              </button>
            )}
          </div>
        </section>
        <section className="admin-card">
          <h2 className="admin-card-title">메일 발송 기록</h2>
          <p className="admin-muted">
            시도 {item.attempts}회{item.sentAt && ` · 발송 ${formatDateTime(item.sentAt)}`}
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
      </div>
    </AdminPage>
  );
}
