import { BOOT_SHELL_ID } from '@agency/contract/boot-shell';

/** The longest the site's app waits for the loading frame's picture (a slow or stalled download). */
export const FRAME_PICTURE_WAIT_MAX_MS = 1000;

/**
 * The first picture the server's loading frame draws: the roster's first portrait, the artist's first picture, /about's
 * top picture, the first video's still on production and news, a video page's poster (decisions 121, 122).
 */
export function framePicture(doc: Document = document): HTMLImageElement | undefined {
  return doc.getElementById(BOOT_SHELL_ID)?.querySelector('img') ?? undefined;
}

/**
 * Resolves once `picture` is painted (decision 122): the site's app is fetched and run then, so neither its download
 * nor its running competes with the frame's portrait on a slow phone. It resolves at once for a hidden page (a tab
 * opened in the background paints nothing) and for a picture below the first screen (a wide window's video still),
 * when the picture fails, as soon as the visitor taps or types, and at the latest FRAME_PICTURE_WAIT_MAX_MS from now.
 */
export function whenFramePictureDrawn(picture: HTMLImageElement, doc: Document = document): Promise<void> {
  if (doc.visibilityState === 'hidden' || !onFirstScreen(picture)) return Promise.resolve();
  const cleanups: Array<() => void> = [];
  const drawn = new Promise<void>((resolve) => {
    const done = () => resolve();
    const listen = (target: EventTarget, type: string, options?: AddEventListenerOptions) => {
      target.addEventListener(type, done, options);
      cleanups.push(() => target.removeEventListener(type, done, options));
    };
    listen(picture, 'error');
    listen(doc, 'pointerdown', { capture: true });
    listen(doc, 'keydown', { capture: true });
    const timer = window.setTimeout(done, FRAME_PICTURE_WAIT_MAX_MS);
    cleanups.push(() => window.clearTimeout(timer));
    cleanups.push(whenPainted(picture, done));
  });
  return drawn.then(() => {
    for (const cleanup of cleanups) cleanup();
    // A task after the paint's own, so the picture is on screen before the app's work begins.
    return new Promise((resolve) => window.setTimeout(resolve, 0));
  });
}

/** Whether any of the element's box is inside the window (a browser reports no paint for what is outside it). */
function onFirstScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0 && box.left < window.innerWidth && box.right > 0;
}

/**
 * Calls `done` when the picture's largest-contentful-paint entry comes (earlier entries included). Without those
 * entries (Safari): the frame after the picture has loaded. Returns a function that stops watching.
 */
function whenPainted(picture: HTMLImageElement, done: () => void): () => void {
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element | null }).element === picture)) done();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    return () => observer.disconnect();
  }
  // A timeout queued from an animation frame runs after that frame has been painted.
  const loaded = () => window.requestAnimationFrame(() => window.setTimeout(done, 0));
  if (picture.complete) {
    loaded();
    return () => {};
  }
  picture.addEventListener('load', loaded);
  return () => picture.removeEventListener('load', loaded);
}
