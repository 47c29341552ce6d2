import { apiClient } from '../../../../lib/api-client';

/** PUT /api/admin/inquiries/{id} with {handled} */
export function markInquiryHandled(id: number, handled: boolean): Promise<unknown> {
  return apiClient.put<unknown>(`/admin/inquiries/${id}`, { handled });
}
