import type { PageContentCode, PageContentUpsert } from '@agency/contract/page-content';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@shared/api/api-client';
import { queryKeys } from '@admin/lib/query-keys';

/** GET /api/pageContent/fetchByCode/{code} */
export const pageContentQuery = (code: PageContentCode) =>
  queryOptions({ queryKey: queryKeys.pageContent(code), queryFn: () => call('getPageContent', { params: { code } }) });

/** POST /api/admin/pageContent/upsert: each list sent replaces that kind of item of the code, if still at `version`. */
export function useUpsertPageContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, version }: { request: PageContentUpsert; version?: number }) => call('upsertPageContent', { body: request, ifMatch: version }),
    onSuccess: (saved) => queryClient.invalidateQueries({ queryKey: queryKeys.pageContent(saved.code) }),
  });
}
