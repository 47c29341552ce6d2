import type { TrafficMonthlyStat } from '@agency/contract/traffic';
import { apiClient } from '../../../../lib/api-client';
import { useLoad } from '../../shared/use-load';

/** GET /api/traffic/monthly-stats */
export function getMonthlyTrafficStats(signal?: AbortSignal): Promise<TrafficMonthlyStat[]> {
  return apiClient.get<TrafficMonthlyStat[]>('/traffic/monthly-stats', signal);
}

export function useMonthlyTrafficStats() {
  return useLoad('traffic/monthly', getMonthlyTrafficStats);
}
