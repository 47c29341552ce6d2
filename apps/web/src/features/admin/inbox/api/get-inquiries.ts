import type { InquiryList } from '@agency/contract/inquiries';
import { apiClient } from '../../../../lib/api-client';
import { useLoad } from '../../shared/use-load';

export const INBOX_PAGE_SIZE = 20;

/** GET /api/admin/inquiries?page&pageSize: newest first. */
export function getInquiries(page: number, signal?: AbortSignal): Promise<InquiryList> {
  return apiClient.get<InquiryList>(`/admin/inquiries?page=${page}&pageSize=${INBOX_PAGE_SIZE}`, signal);
}

export function useInquiries(page: number) {
  return useLoad(`inquiries/${page}`, (signal) => getInquiries(page, signal));
}
