import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@shared/api/api-client';
import { queryKeys } from '@admin/lib/query-keys';


/** GET /api/artist/getDetailsForEdit/{urlName} (hidden artists included, no view counted). */
export const artistForEditQuery = (urlName: string) =>
  queryOptions({ queryKey: queryKeys.artists.edit(urlName), queryFn: () => call('getArtistForEdit', { params: { urlName } }) });

/** GET /api/artist/getAllForManagement: every artist, hidden ones included. */
export function useArtistsForManagement() {
  return useQuery({ queryKey: queryKeys.artists.management(), queryFn: () => call('listArtistsForManagement') });
}
