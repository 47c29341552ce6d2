import type { InquiryFilter } from '@agency/contract/inquiries';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@shared/api/api-client';
import { downloadFile } from '@admin/lib/download-file';
import { queryKeys } from '@admin/lib/query-keys';

export const INBOX_PAGE_SIZE = 20;
/** GET /api/admin/inquiries?q&status&from&to&page&pageSize: the filtered list, newest first. */
export function useInquiries(filter: InquiryFilter, page: number) {
  return useQuery({
    queryKey: queryKeys.inquiries.page(filter, page),
    queryFn: () => call('listInquiries', { query: { ...filter, page, pageSize: INBOX_PAGE_SIZE } }),
    // The list stays on screen while a new search runs.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/inquiries/export: the filtered inquiries as a CSV file the browser saves. */
export async function downloadInquiriesCsv(filter: InquiryFilter, fileName: string): Promise<void> {
  const csv = await call('exportInquiries', { query: filter });
  // Reading the answer as text drops its byte order mark; Excel needs it to read UTF-8 (Korean) correctly.
  downloadFile(fileName, new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
}

/** GET /api/admin/inquiries/{id} */
export function useInquiry(id: number) {
  return useQuery({ queryKey: queryKeys.inquiries.detail(id), queryFn: () => call('getInquiry', { params: { id: String(id) } }) });
}

/** PUT /api/admin/inquiries/{id} (handled or not) and POST /api/admin/inquiries/{id}/resend (queues the mail again). */
export function useInquiryActions(id: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.inquiries.all });
  return {
    markHandled: useMutation({ mutationFn: (handled: boolean) => call('updateInquiry', { params: { id: String(id) }, body: { handled } }), onSuccess }),
    resend: useMutation({ mutationFn: () => call('resendInquiry', { params: { id: String(id) } }), onSuccess }),
  };
}
