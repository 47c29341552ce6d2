/**
 * Runs `task` once the page has loaded, painted its first screen and the main thread is idle, so a request made by
 * the task never competes with the first screen (Lighthouse counts any request started before the largest paint
 * as blocking it). Returns a function that cancels the task if it has not run yet.
 */
export function afterFirstPaint(task: () => void): () => void {
  let cancelled = false;
  const cancels: Array<() => void> = [];
  const step = (next: () => void) => () => {
    if (!cancelled) next();
  };
  const whenIdle = step(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(step(task), { timeout: 2000 });
      cancels.push(() => window.cancelIdleCallback(id));
    } else {
      const id = window.setTimeout(step(task), 0);
      cancels.push(() => window.clearTimeout(id));
    }
  });
  // A timeout queued from an animation frame runs after that frame has been painted.
  const afterNextPaint = step(() => {
    const frame = window.requestAnimationFrame(() => {
      const id = window.setTimeout(whenIdle, 0);
      cancels.push(() => window.clearTimeout(id));
    });
    cancels.push(() => window.cancelAnimationFrame(frame));
  });
  if (document.readyState === 'complete') afterNextPaint();
  else {
    window.addEventListener('load', afterNextPaint, { once: true });
    cancels.push(() => window.removeEventListener('load', afterNextPaint));
  }
  return () => {
    cancelled = true;
    for (const cancel of cancels) cancel();
  };
}
