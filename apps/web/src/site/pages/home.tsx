import { HomePage } from '@site/features/home/components/home-page';

/** The landing page (the traffic source is recorded by the layout, on whichever page a session starts). */
export default function HomeView() {
  return <HomePage />;
}
