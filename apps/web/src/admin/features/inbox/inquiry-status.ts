import type { InquirySummary } from '@agency/contract/inquiries';

/** Resending makes sense for a mail that failed (the outbox retries pending ones by itself). */
export function canResend(inquiry: Pick<InquirySummary, 'deliveryStatus'>): boolean {
  return inquiry.deliveryStatus === 'failed';
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
