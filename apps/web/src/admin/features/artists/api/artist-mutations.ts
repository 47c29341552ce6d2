import type { UpdateArtistRequest } from '@agency/contract/artists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@shared/api/api-client';
import { queryKeys } from '@admin/lib/query-keys';

/** After any artist write: the artist lists and the view statistics (names, who is listed) are read anew. */
function useInvalidateArtists() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.artists.all }), queryClient.invalidateQueries({ queryKey: queryKeys.views.all })]);
}

/** POST /api/admin/createArtist, or PUT /api/admin/updateArtist/{urlName} (the body may rename it) from `version`. */
export function useSaveArtist(originalUrlName: string | null) {
  const invalidate = useInvalidateArtists();
  return useMutation({
    mutationFn: ({ request, version }: { request: UpdateArtistRequest; version?: number }) =>
      originalUrlName === null
        ? call('createArtist', { body: { ...request, views: 0 } })
        : call('updateArtist', { params: { urlName: originalUrlName }, body: request, ifMatch: version }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/admin/deleteArtist/{urlName}: answers the server's message. */
export function useDeleteArtist() {
  const invalidate = useInvalidateArtists();
  return useMutation({
    mutationFn: ({ urlName, version }: { urlName: string; version?: number }) => call('deleteArtist', { params: { urlName }, ifMatch: version }),
    onSuccess: invalidate,
  });
}

/**
 * PUT /api/artist/{id}/visibility, without If-Match: showing or hiding sets a state, not an edit of the content, so a
 * colleague's content edit meanwhile does not refuse it (decision 106). A draft that an edit changed while it was
 * being shown is still refused by the server (409).
 */
export function useSetArtistVisibility() {
  const invalidate = useInvalidateArtists();
  return useMutation({
    mutationFn: ({ id, isHidden }: { id: number; isHidden: boolean }) => call('setArtistVisibility', { params: { id }, body: { isHidden } }),
    onSuccess: invalidate,
  });
}

/**
 * PUT /api/admin/artists/order: the roster's new order, saved at once on the order's `version` the list was read at
 * (another admin's order saved since: 409, decision 106); the list takes the answer.
 */
export function useOrderArtists() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, version }: { ids: number[]; version: number }) => call('orderArtists', { body: { ids }, ifMatch: version }),
    onSuccess: (list) => {
      queryClient.setQueryData(queryKeys.artists.management(), list);
      return queryClient.invalidateQueries({ queryKey: queryKeys.artists.all });
    },
  });
}
