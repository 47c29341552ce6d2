import type { TrackRequest } from '@agency/contract/traffic';
import { apiClient } from '../../../lib/api-client';

/** POST /api/traffic/track */
export function trackTraffic(request: TrackRequest): Promise<unknown> {
  return apiClient.post<unknown>('/traffic/track', request);
}
