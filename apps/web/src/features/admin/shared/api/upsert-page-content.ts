import type { PageContent, PageContentUpsert } from '@agency/contract/page-content';
import { apiClient } from '../../../../lib/api-client';
import { invalidateQueries } from '../../../../lib/use-query';

/** POST /api/admin/pageContent/upsert: each list sent replaces that kind of item of the code. */
export async function upsertPageContent(request: PageContentUpsert): Promise<PageContent> {
  const saved = await apiClient.post<PageContent>('/admin/pageContent/upsert', request);
  // Public pages opened later in this tab must not show the cached old content.
  invalidateQueries();
  return saved;
}
