import type { InquirySubmit } from '@agency/contract/inquiries';
import { apiClient } from '../../../lib/api-client';

/** POST /api/mail/submit (success on status 200). */
export function submitInquiry(inquiry: InquirySubmit): Promise<unknown> {
  return apiClient.post<unknown>('/mail/submit', inquiry);
}
