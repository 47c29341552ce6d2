import type { ArtistWriteResponse, CreateArtistRequest } from '@agency/contract/artists';
import { apiClient } from '../../../../lib/api-client';
import { invalidateQueries } from '../../../../lib/use-query';

/** POST /api/admin/createArtist */
export async function createArtist(request: CreateArtistRequest): Promise<ArtistWriteResponse> {
  const answer = await apiClient.post<ArtistWriteResponse>('/admin/createArtist', { ...request, views: 0 });
  invalidateQueries();
  return answer;
}
