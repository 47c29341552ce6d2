import type { ApplicationStatus } from '@agency/contract/application-rules';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@shared/api/api-client';
import { queryKeys } from '@admin/lib/query-keys';

export const APPLICATIONS_PAGE_SIZE = 20;

/** GET /api/admin/applications?status&page: newest first, with the count of every status. */
export function useApplications(status: ApplicationStatus | undefined, page: number) {
  return useQuery({
    queryKey: queryKeys.applications.page(status ?? 'all', page),
    queryFn: () => call('listApplications', { query: { status, page, pageSize: APPLICATIONS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/applications/{id}, as the review form loads it (photo addresses are signed for 15 minutes). */
export const applicationQuery = (id: number) => ({ queryKey: queryKeys.applications.detail(id), queryFn: () => call('getApplication', { params: { id } }) });

export function useApplicationActions(id: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.applications.all });
  return {
    review: useMutation({
      mutationFn: ({ status, notes, version }: { status: ApplicationStatus; notes: string; version: number | undefined }) =>
        call('reviewApplication', { params: { id }, body: { status, notes }, ifMatch: version }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (version: number | undefined) => call('deleteApplication', { params: { id }, ifMatch: version }), onSuccess }),
    draft: useMutation({
      mutationFn: () => call('createArtistDraft', { params: { id } }),
      onSuccess: () => Promise.all([onSuccess(), queryClient.invalidateQueries({ queryKey: queryKeys.artists.all })]),
    }),
  };
}
