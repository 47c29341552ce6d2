import type { TrafficStat } from '@agency/contract/traffic';
import { useEffect, useState } from 'react';
import { getTrafficStats } from './api/get-traffic-stats';

export const REFRESH_MS = 30_000;

type CurrentTraffic = { data: TrafficStat[] | undefined; failed: boolean; updatedAt: Date | undefined };

/** The current counters, fetched now and every 30 seconds while mounted; `round` forces a fetch. */
export function useCurrentTraffic(round: number): CurrentTraffic {
  const [state, setState] = useState<CurrentTraffic>({ data: undefined, failed: false, updatedAt: undefined });

  useEffect(() => {
    let controller = new AbortController();
    const fetchNow = () => {
      controller.abort();
      controller = new AbortController();
      const { signal } = controller;
      getTrafficStats(signal).then(
        (data) => {
          if (!signal.aborted) setState({ data, failed: false, updatedAt: new Date() });
        },
        (error: unknown) => {
          if (signal.aborted) return;
          console.error('Traffic stats failed to load', error);
          setState((previous) => ({ ...previous, failed: true }));
        },
      );
    };
    fetchNow();
    const timer = window.setInterval(fetchNow, REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [round]);

  return state;
}
