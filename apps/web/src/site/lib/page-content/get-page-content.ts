import { QUERY_KEYS } from '@agency/contract/query-keys';
import type { PageContentCode } from '@agency/contract/page-content';
import { call } from '@shared/api/api-client';
import { useQuery } from '../use-query';

/** GET /api/pageContent/fetchByCode/{code} */
export function usePageContent(code: PageContentCode) {
  return useQuery(QUERY_KEYS.pageContent(code), () => call('getPageContent', { params: { code } }));
}
