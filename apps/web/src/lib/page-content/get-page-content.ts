import { QUERY_KEYS } from '@agency/contract/query-keys';
import type { PageContent, PageContentCode } from '@agency/contract/page-content';
import { apiClient } from '../api-client';
import { useQuery } from '../use-query';

/** GET /api/pageContent/fetchByCode/{code} */
export function getPageContent(code: PageContentCode): Promise<PageContent> {
  return apiClient.get<PageContent>(`/pageContent/fetchByCode/${encodeURIComponent(code)}`);
}

export function usePageContent(code: PageContentCode) {
  return useQuery(QUERY_KEYS.pageContent(code), () => getPageContent(code));
}
