import { QUERY_KEYS } from '@agency/contract/query-keys';
import type { PageContentCode } from '@agency/contract/page-content';
import { call } from '@shared/api/api-client';
import { useQuery } from '../use-query';

/** GET /api/pageContent/fetchByCode/{code}; with `enabled` false nothing is read yet. */
export function usePageContent(code: PageContentCode, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(enabled ? QUERY_KEYS.pageContent(code) : null, () => call('getPageContent', { params: { code } }));
}
