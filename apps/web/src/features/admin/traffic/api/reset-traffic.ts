import { apiClient } from '../../../../lib/api-client';

/** PUT /api/admin/updateTrafficDataManuallyAndReset: last month's rows from the counters, then counters to 0. */
export function resetTraffic(): Promise<unknown> {
  return apiClient.put<unknown>('/admin/updateTrafficDataManuallyAndReset');
}
