import type { InquirySummary } from '@agency/contract/inquiries';
import { DELIVERY_LABELS } from './inquiry-status';

export function DeliveryBadge({ status }: { status: InquirySummary['deliveryStatus'] }) {
  return <span className={`admin-badge admin-badge--${status}`}>{DELIVERY_LABELS[status]}</span>;
}
