import { describe, expect, it } from 'vitest';
import { canResend, DELIVERY_LABELS, pageCount } from './inquiry-status';

describe('inquiry status', () => {
  it('labels every delivery status', () => {
    expect(DELIVERY_LABELS).toEqual({ pending: '발송 대기', sent: '발송 완료', failed: '발송 실패' });
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
