import { QUERY_KEYS } from '@agency/contract/query-keys';
import { call } from '@shared/api/api-client';
import { useQuery } from '@site/lib/use-query';

/** GET /api/artist/getDetails/{urlName}: the artist's page (the view is counted by useArtistViewBeacon). */
export function useArtistDetails(urlName: string) {
  return useQuery(QUERY_KEYS.artist(urlName), () => call('getArtist', { params: { urlName } }));
}

/** GET /api/artist/getPolaroids/{urlName}: read once the POLAROIDS tab opens (`enabled`). */
export function useArtistPolaroids(urlName: string, enabled: boolean) {
  return useQuery(enabled ? QUERY_KEYS.polaroids(urlName) : null, () => call('getPolaroids', { params: { urlName } }));
}
