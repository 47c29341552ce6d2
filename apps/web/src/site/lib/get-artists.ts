import { QUERY_KEYS } from '@agency/contract/query-keys';
import { call } from '@shared/api/api-client';
import { useQuery } from '@site/lib/use-query';

/** GET /api/artist/getAll; with `enabled` false nothing is read yet. */
export function useArtists({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(enabled ? QUERY_KEYS.artists : null, () => call('listArtists'));
}
