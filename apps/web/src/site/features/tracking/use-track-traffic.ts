import { useEffect } from 'react';
import { afterFirstScreen } from '@site/lib/after-first-screen';
import { trackTraffic } from './api/track-traffic';
import { deriveTrafficSource } from './derive-traffic-source';

/** Session storage flag: set once the source has been sent in this browser session. */
export const TRAFFIC_TRACKED_KEY = 'traffic_tracked';

let inFlight: Promise<void> | null = null;

/** Sends the traffic source once per browser session; failures go to the console only. */
export function recordTrafficSource(search: string, referrer: string, storage: Storage = sessionStorage): Promise<void> {
  if (storage.getItem(TRAFFIC_TRACKED_KEY)) return Promise.resolve();
  inFlight ??= trackTraffic({ source: deriveTrafficSource(search, referrer) })
    .then(() => storage.setItem(TRAFFIC_TRACKED_KEY, 'true'))
    .catch((error: unknown) => console.error('Traffic tracking failed', error))
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * Records the session's source once the first screen is drawn (afterFirstScreen): the request never competes
 * with the first screen's pictures and scripts (every public page may be a session's first since decision 071).
 */
export function useTrackTraffic(): void {
  useEffect(() => {
    // Read now: the address may change before the page has settled.
    const { search } = window.location;
    return afterFirstScreen(() => void recordTrafficSource(search, document.referrer));
  }, []);
}
