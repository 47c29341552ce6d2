import type { TrackRequest } from '@agency/contract/traffic';
import { call } from '@shared/api/api-client';

/** POST /api/traffic/track */
export function trackTraffic(request: TrackRequest) {
  return call('trackTraffic', { body: request });
}
