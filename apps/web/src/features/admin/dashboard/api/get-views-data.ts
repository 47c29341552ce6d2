import type { ViewsData } from '@agency/contract/view-stats';
import { apiClient } from '../../../../lib/api-client';
import { useLoad } from '../../shared/use-load';

/** GET /api/admin/artist/fetchViewsData */
export function getViewsData(signal?: AbortSignal): Promise<ViewsData> {
  return apiClient.get<ViewsData>('/admin/artist/fetchViewsData', signal);
}

export function useViewsData() {
  return useLoad('views-data', getViewsData);
}
