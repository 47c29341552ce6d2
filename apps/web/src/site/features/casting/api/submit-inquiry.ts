import type { InquirySubmit } from '@agency/contract/inquiries';
import { call } from '@shared/api/api-client';

/** POST /api/mail/submit (success on status 200). */
export function submitInquiry(inquiry: InquirySubmit) {
  return call('submitInquiry', { body: inquiry });
}
