import { QUERY_KEYS } from '@agency/contract/query-keys';
import { call } from '@shared/api/api-client';
import { useQuery } from '@site/lib/use-query';

/** GET /api/pageContent/fetchVideosByCode/NEWS_CONTENT */
export function useNewsVideos(enabled: boolean) {
  return useQuery(enabled ? QUERY_KEYS.newsVideos : null, () => call('getPageVideos', { params: { code: 'NEWS_CONTENT' } }));
}
