import { apiClient } from '../../../../lib/api-client';

/** POST /api/admin/inquiries/{id}/resend: queues the mail again. */
export function resendInquiry(id: number): Promise<unknown> {
  return apiClient.post<unknown>(`/admin/inquiries/${id}/resend`);
}
