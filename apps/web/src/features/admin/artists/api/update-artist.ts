import type { ArtistWriteResponse, UpdateArtistRequest } from '@agency/contract/artists';
import { apiClient } from '../../../../lib/api-client';
import { invalidateQueries } from '../../../../lib/use-query';

/** PUT /api/admin/updateArtist/{urlName}; the body may carry a new urlName. */
export async function updateArtist(urlName: string, request: UpdateArtistRequest): Promise<ArtistWriteResponse> {
  const answer = await apiClient.put<ArtistWriteResponse>(`/admin/updateArtist/${encodeURIComponent(urlName)}`, request);
  invalidateQueries();
  return answer;
}
