import { afterFirstPaint } from './after-first-paint';

/** How long the largest paint must stay unchanged before the first screen counts as drawn. */
export const PAINT_SETTLE_MS = 500;
/** Without a largest-paint entry by then (a browser without them, a page without content), go on anyway. */
export const PAINT_WAIT_MAX_MS = 3000;
/** The longest the wait lasts for the first screen's entrance animations (card reveals, picture zooms). */
export const ANIMATION_WAIT_MAX_MS = 2000;

/**
 * Runs `task` once the first screen is drawn: painted, its largest paint settled and its entrance animations
 * ended. Work that is not needed for that screen (fonts, the traffic source, a view count) waits for it, so it
 * never competes with the screen's pictures: Lighthouse's simulated LCP counts every request started before
 * the largest paint, and a picture revealed by a compositor animation is only recorded as painted at the next
 * full repaint (decision 077). Returns a function that cancels the task if it has not run yet.
 */
export function afterFirstScreen(task: () => void): () => void {
  let cancelled = false;
  let cancelSettled = () => {};
  const cancelFirstPaint = afterFirstPaint(() => {
    cancelSettled = whenLargestPaintSettled(() => {
      void entranceAnimationsDone().then(() => {
        if (!cancelled) task();
      });
    });
  });
  return () => {
    cancelled = true;
    cancelFirstPaint();
    cancelSettled();
  };
}

/**
 * Runs `task` once no new largest-contentful-paint candidate has come for PAINT_SETTLE_MS, and at the latest
 * PAINT_WAIT_MAX_MS from now. Returns a function that cancels it.
 */
export function whenLargestPaintSettled(task: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cleanup();
    task();
  };
  const deadline = window.setTimeout(run, PAINT_WAIT_MAX_MS);
  let settle: number | undefined;
  const observer =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
      ? new PerformanceObserver(() => {
          window.clearTimeout(settle);
          settle = window.setTimeout(run, PAINT_SETTLE_MS);
        })
      : undefined;
  observer?.observe({ type: 'largest-contentful-paint', buffered: true });
  function cleanup() {
    observer?.disconnect();
    window.clearTimeout(deadline);
    window.clearTimeout(settle);
  }
  return () => {
    done = true;
    cleanup();
  };
}

/** Resolves when the page's running finite animations and transitions have ended, at most ANIMATION_WAIT_MAX_MS. */
export function entranceAnimationsDone(): Promise<void> {
  const running =
    typeof document.getAnimations === 'function'
      ? document.getAnimations().filter((animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
      : [];
  const finished = Promise.allSettled(running.map((animation) => animation.finished)).then(() => undefined);
  return Promise.race([finished, new Promise<void>((resolve) => window.setTimeout(resolve, ANIMATION_WAIT_MAX_MS))]);
}
