import { DELIVERY_LABELS, deliveryLabelKey, type InquirySummary } from '@agency/contract/inquiries';

/** A mail's delivery: "발송 완료" only when an SMTP server accepted it, "기록됨 (메일 서버 없음)" when only logged. */
export function DeliveryBadge({ inquiry }: { inquiry: Pick<InquirySummary, 'deliveryStatus' | 'sentBy'> }) {
  const key = deliveryLabelKey(inquiry);
  return <span className={`admin-badge admin-badge--${key}`}>{DELIVERY_LABELS[key]}</span>;
}
