import { QUERY_KEYS } from '@agency/contract/query-keys';
import type { PageContentImage } from '@agency/contract/page-content';
import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

/** GET /api/pageContent/fetchImagesByCode/NEWS_CONTENT */
export function getNewsImages(): Promise<PageContentImage[]> {
  return apiClient.get<PageContentImage[]>('/pageContent/fetchImagesByCode/NEWS_CONTENT');
}

export function useNewsImages(enabled: boolean) {
  return useQuery(enabled ? QUERY_KEYS.newsImages : null, getNewsImages);
}
