import { QUERY_KEYS } from '@agency/contract/query-keys';
import { call } from '@shared/api/api-client';
import { useQuery } from '@site/lib/use-query';

/** GET /api/pageContent/fetchImagesByCode/NEWS_CONTENT, once the PHOTOS tab is first opened. */
export function useNewsImages(enabled: boolean) {
  return useQuery(enabled ? QUERY_KEYS.newsImages : null, () => call('getPageImages', { params: { code: 'NEWS_CONTENT' } }));
}
