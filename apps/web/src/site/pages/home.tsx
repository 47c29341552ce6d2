import { HomePage } from '@site/features/home/components/home-page';
import { useTrackTraffic } from '@site/features/tracking/use-track-traffic';

/** The landing page records the visitor's traffic source once per browser session. */
export default function HomeView() {
  useTrackTraffic();
  return <HomePage />;
}
