import { QUERY_KEYS } from '@agency/contract/query-keys';
import { call } from '@shared/api/api-client';
import { useQuery } from '@site/lib/use-query';

/** GET /api/artist/getAll */
export function useArtists() {
  return useQuery(QUERY_KEYS.artists, () => call('listArtists'));
}
