import { QUERY_KEYS } from '@agency/contract/query-keys';
import type { ArtistCard } from '@agency/contract/artists';
import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

/** GET /api/artist/getAll */
export function getArtists(): Promise<ArtistCard[]> {
  return apiClient.get<ArtistCard[]>('/artist/getAll');
}

export function useArtists() {
  return useQuery(QUERY_KEYS.artists, getArtists);
}
