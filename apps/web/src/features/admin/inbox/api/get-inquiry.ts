import type { InquiryDetail } from '@agency/contract/inquiries';
import { apiClient } from '../../../../lib/api-client';
import { useLoad } from '../../shared/use-load';

/** GET /api/admin/inquiries/{id} */
export function getInquiry(id: number, signal?: AbortSignal): Promise<InquiryDetail> {
  return apiClient.get<InquiryDetail>(`/admin/inquiries/${id}`, signal);
}

export function useInquiry(id: number) {
  return useLoad(`inquiry/${id}`, (signal) => getInquiry(id, signal));
}
