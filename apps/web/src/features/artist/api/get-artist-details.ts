import { QUERY_KEYS } from '@agency/contract/query-keys';
import type { ArtistDetail } from '@agency/contract/artists';
import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

/** GET /api/artist/getDetails/{urlName} */
export function getArtistDetails(urlName: string): Promise<ArtistDetail> {
  return apiClient.get<ArtistDetail>(`/artist/getDetails/${encodeURIComponent(urlName)}`);
}

export function useArtistDetails(urlName: string) {
  return useQuery(QUERY_KEYS.artist(urlName), () => getArtistDetails(urlName));
}
