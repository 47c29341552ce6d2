import type { CreatePackageRequest, PackageMessageTemplateInput, ResendPackageRequest, SendPackageRequest, UpdatePackageRequest } from '@agency/contract/packages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@shared/api/api-client';
import { queryKeys } from '@admin/lib/query-keys';

/** GET /api/admin/packages: every package, newest first, with its openings and picks. */
export function usePackages() {
  return useQuery({ queryKey: queryKeys.packages.list(), queryFn: () => call('listPackages') });
}

/** GET /api/admin/packages/{id}, as the edit form loads it. */
export const packageQuery = (id: number) => ({ queryKey: queryKeys.packages.detail(id), queryFn: () => call('getPackageForAdmin', { params: { id } }) });

/** The roster to pick from (hidden artists too) and the boards to filter it by. */
export function useRosterForPicking() {
  const artists = useQuery({ queryKey: queryKeys.artists.management(), queryFn: () => call('listArtistsForManagement') });
  const boards = useQuery({ queryKey: queryKeys.boards, queryFn: () => call('listBoardsForAdmin') });
  return { artists, boards };
}

function useInvalidatePackages() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.packages.all });
}

export function useCreatePackage() {
  const invalidate = useInvalidatePackages();
  return useMutation({ mutationFn: (body: CreatePackageRequest) => call('createPackage', { body }), onSuccess: invalidate });
}

export function useUpdatePackage(id: number) {
  const invalidate = useInvalidatePackages();
  return useMutation({
    mutationFn: ({ body, version }: { body: UpdatePackageRequest; version: number | undefined }) => call('updatePackage', { params: { id }, body, ifMatch: version }),
    onSuccess: invalidate,
  });
}

export function useDeletePackage() {
  const invalidate = useInvalidatePackages();
  return useMutation({ mutationFn: ({ id, version }: { id: number; version: number | undefined }) => call('deletePackage', { params: { id }, ifMatch: version }), onSuccess: invalidate });
}

/** POST /api/admin/packages/{id}/send: each recipient gets their own link by mail. */
export function useSendPackage(id: number) {
  const invalidate = useInvalidatePackages();
  return useMutation({ mutationFn: (body: SendPackageRequest) => call('sendPackage', { params: { id }, body }), onSuccess: invalidate });
}

/** DELETE /api/admin/packages/{id}/recipients/{recipientId}: that recipient's link stops working. */
export function useRevokeRecipient(id: number) {
  const invalidate = useInvalidatePackages();
  return useMutation({ mutationFn: (recipientId: number) => call('revokePackageRecipient', { params: { id, recipientId } }), onSuccess: invalidate });
}

/** POST .../recipients/{recipientId}/resend: the same link mailed again. */
export function useResendPackage(id: number) {
  const invalidate = useInvalidatePackages();
  return useMutation({
    mutationFn: ({ recipientId, body }: { recipientId: number; body: ResendPackageRequest }) => call('resendPackage', { params: { id, recipientId }, body }),
    onSuccess: invalidate,
  });
}

/** GET /api/admin/packages/message-template: the agency's template the send form starts from (decision 119). */
export function usePackageMessageTemplate() {
  return useQuery({ queryKey: queryKeys.packages.messageTemplate(), queryFn: () => call('getPackageMessageTemplate') });
}

/** PUT /api/admin/packages/message-template with the version it was read at (409 when another save came first). */
export function useSavePackageMessageTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: { body: PackageMessageTemplateInput; version: number }) => call('updatePackageMessageTemplate', { body, ifMatch: version }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.packages.messageTemplate(), saved),
  });
}
