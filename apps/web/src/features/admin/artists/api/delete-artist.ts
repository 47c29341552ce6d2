import { apiClient } from '../../../../lib/api-client';
import { invalidateQueries } from '../../../../lib/use-query';

/** DELETE /api/admin/deleteArtist/{urlName} */
export async function deleteArtist(urlName: string): Promise<void> {
  await apiClient.delete<unknown>(`/admin/deleteArtist/${encodeURIComponent(urlName)}`);
  invalidateQueries();
}
