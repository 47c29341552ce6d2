import type { TrafficStat } from '@agency/contract/traffic';
import { apiClient } from '../../../../lib/api-client';

/** GET /api/traffic/stats: the current counters per source. */
export function getTrafficStats(signal?: AbortSignal): Promise<TrafficStat[]> {
  return apiClient.get<TrafficStat[]>('/traffic/stats', signal);
}
