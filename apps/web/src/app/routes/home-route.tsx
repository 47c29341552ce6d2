import { HomePage } from '../../features/home/components/home-page';
import { useTrackTraffic } from '../../features/tracking/use-track-traffic';

/** The landing page records the visitor's traffic source once per browser session. */
export function HomeRoute() {
  useTrackTraffic();
  return <HomePage />;
}
