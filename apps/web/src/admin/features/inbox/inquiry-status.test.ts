import { describe, expect, it } from 'vitest';
import { DELIVERY_LABELS, deliveryLabelKey } from '@agency/contract/inquiries';
import { canResend, pageCount } from './inquiry-status';

describe('inquiry status', () => {
  it('labels every delivery status', () => {
    expect(DELIVERY_LABELS).toEqual({ pending: '발송 대기', sent: '발송 완료', logged: '기록됨 (메일 서버 없음)', failed: '발송 실패' });
  });

  it('says 발송 완료 only when an SMTP server accepted the mail (issue 35)', () => {
    expect(deliveryLabelKey({ deliveryStatus: 'sent', sentBy: 'smtp' })).toBe('sent');
    expect(deliveryLabelKey({ deliveryStatus: 'sent', sentBy: 'log' })).toBe('logged');
    expect(deliveryLabelKey({ deliveryStatus: 'pending', sentBy: null })).toBe('pending');
    expect(deliveryLabelKey({ deliveryStatus: 'failed', sentBy: null })).toBe('failed');
  });

  it('offers resending for failed mails only', () => {
    expect(canResend({ deliveryStatus: 'failed' })).toBe(true);
    expect(canResend({ deliveryStatus: 'sent' })).toBe(false);
    expect(canResend({ deliveryStatus: 'pending' })).toBe(false);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
