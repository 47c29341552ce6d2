import type { InquirySummary } from '@agency/contract/inquiries';

export const DELIVERY_LABELS: Record<InquirySummary['deliveryStatus'], string> = {
  pending: '발송 대기',
  sent: '발송 완료',
  failed: '발송 실패',
};

/** Resending makes sense for a mail that failed (the outbox retries pending ones by itself). */
export function canResend(inquiry: Pick<InquirySummary, 'deliveryStatus'>): boolean {
  return inquiry.deliveryStatus === 'failed';
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
