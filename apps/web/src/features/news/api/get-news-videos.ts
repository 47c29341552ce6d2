import { QUERY_KEYS } from '@agency/contract/query-keys';
import type { PageContentVideo } from '@agency/contract/page-content';
import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

/** GET /api/pageContent/fetchVideosByCode/NEWS_CONTENT */
export function getNewsVideos(): Promise<PageContentVideo[]> {
  return apiClient.get<PageContentVideo[]>('/pageContent/fetchVideosByCode/NEWS_CONTENT');
}

export function useNewsVideos(enabled: boolean) {
  return useQuery(enabled ? QUERY_KEYS.newsVideos : null, getNewsVideos);
}
