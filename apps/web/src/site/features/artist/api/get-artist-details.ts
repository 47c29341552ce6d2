import { QUERY_KEYS } from '@agency/contract/query-keys';
import { call } from '@shared/api/api-client';
import { useQuery } from '@site/lib/use-query';

/** GET /api/artist/getDetails/{urlName}: the artist's page (the call counts the view). */
export function useArtistDetails(urlName: string) {
  return useQuery(QUERY_KEYS.artist(urlName), () => call('getArtist', { params: { urlName } }));
}
