import type { ArtistForEdit } from '@agency/contract/artists';
import { apiClient } from '../../../../lib/api-client';

/** GET /api/artist/getDetailsForEdit/{urlName} (admin; hidden artists included, no view counted). */
export function getArtistForEdit(urlName: string, signal?: AbortSignal): Promise<ArtistForEdit> {
  return apiClient.get<ArtistForEdit>(`/artist/getDetailsForEdit/${encodeURIComponent(urlName)}`, signal);
}
