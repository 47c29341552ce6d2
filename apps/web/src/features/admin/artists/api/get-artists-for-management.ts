import type { ArtistManagementItem } from '@agency/contract/artists';
import { apiClient } from '../../../../lib/api-client';
import { useLoad } from '../../shared/use-load';

/** GET /api/artist/getAllForManagement (admin): every artist, hidden ones included. */
export function getArtistsForManagement(signal?: AbortSignal): Promise<ArtistManagementItem[]> {
  return apiClient.get<ArtistManagementItem[]>('/artist/getAllForManagement', signal);
}

export function useArtistsForManagement() {
  return useLoad('artists/management', getArtistsForManagement);
}
