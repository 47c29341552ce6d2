import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@shared/api/api-client';
import { queryKeys } from '@admin/lib/query-keys';

export const INBOX_PAGE_SIZE = 20;


/** GET /api/admin/inquiries?page&pageSize: newest first. */
export function useInquiries(page: number) {
  return useQuery({ queryKey: queryKeys.inquiries.page(page), queryFn: () => call('listInquiries', { query: { page, pageSize: INBOX_PAGE_SIZE } }) });
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
