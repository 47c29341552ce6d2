import { useSyncExternalStore } from 'react';

const subscribeNone = () => () => undefined;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/**
 * Whether the page is scrolled past the first screen, less `margin` px: the home page's header floats over the video
 * until the sections below it (white) reach the header, then takes its solid look (decision 113).
 */
export function useScrolledPastFirstScreen(enabled: boolean, margin: number): boolean {
  return useSyncExternalStore(
    enabled ? subscribe : subscribeNone,
    () => enabled && window.scrollY > Math.max(480, window.innerHeight) - margin,
    () => false,
  );
}
