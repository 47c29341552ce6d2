import { useEffect } from 'react';
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

export function useTrackTraffic(): void {
  useEffect(() => {
    void recordTrafficSource(window.location.search, document.referrer);
  }, []);
}
