import type { UpdateArtistRequest } from '@agency/contract/artists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@shared/api/api-client';
import { queryKeys } from '@admin/lib/query-keys';

/** After any artist write: the artist lists and the view statistics (names, who is listed) are read anew. */
function useInvalidateArtists() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.artists.all }), queryClient.invalidateQueries({ queryKey: queryKeys.views.all })]);
}

/** POST /api/admin/createArtist, or PUT /api/admin/updateArtist/{urlName} (the body may rename it). */
export function useSaveArtist(originalUrlName: string | null) {
  const invalidate = useInvalidateArtists();
  return useMutation({
    mutationFn: (request: UpdateArtistRequest) =>
      originalUrlName === null
        ? call('createArtist', { body: { ...request, views: 0 } })
        : call('updateArtist', { params: { urlName: originalUrlName }, body: request }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/admin/deleteArtist/{urlName}: answers the server's message. */
export function useDeleteArtist() {
  const invalidate = useInvalidateArtists();
  return useMutation({ mutationFn: (urlName: string) => call('deleteArtist', { params: { urlName } }), onSuccess: invalidate });
}

/** PUT /api/artist/{id}/visibility */
export function useSetArtistVisibility() {
  const invalidate = useInvalidateArtists();
  return useMutation({
    mutationFn: ({ id, isHidden }: { id: number; isHidden: boolean }) => call('setArtistVisibility', { params: { id }, body: { isHidden } }),
    onSuccess: invalidate,
  });
}
