import type { VisibilityResponse } from '@agency/contract/artists';
import { apiClient } from '../../../../lib/api-client';
import { invalidateQueries } from '../../../../lib/use-query';

/** PUT /api/artist/{id}/visibility */
export async function setArtistVisibility(id: number, isHidden: boolean): Promise<VisibilityResponse> {
  const answer = await apiClient.put<VisibilityResponse>(`/artist/${id}/visibility`, { isHidden });
  invalidateQueries();
  return answer;
}
