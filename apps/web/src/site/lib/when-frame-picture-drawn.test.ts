// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_SHELL_ID } from '@agency/contract/boot-shell';
import { FRAME_PICTURE_WAIT_MAX_MS, framePicture, whenFramePictureDrawn } from './when-frame-picture-drawn';

/** A frame picture still on its way (jsdom loads none), drawn at `top` px in a 375 x 812 window (jsdom lays out none). */
function frameWithPicture(top = 100): HTMLImageElement {
  document.body.innerHTML = `<div id="${BOOT_SHELL_ID}"><div><img src="/img/640/a.jpg" alt=""></div></div><div id="root"></div>`;
  const picture = framePicture()!;
  Object.defineProperty(picture, 'complete', { configurable: true, get: () => false });
  vi.spyOn(picture, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 20, y: top, width: 335, height: 188 }));
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(812);
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(375);
  return picture;
}

/** Whether the promise has settled once the work due in the next few milliseconds has run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 3; i++) await vi.advanceTimersByTimeAsync(1);
  return done;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('framePicture', () => {
  it("finds the loading frame's first picture, and none where the frame draws none", () => {
    expect(frameWithPicture().getAttribute('src')).toBe('/img/640/a.jpg');
    document.body.innerHTML = `<div id="${BOOT_SHELL_ID}"></div><img src="/x.jpg" alt=""><div id="root"></div>`;
    expect(framePicture()).toBeUndefined();
  });
});

describe('whenFramePictureDrawn without paint entries (Safari)', () => {
  beforeEach(() => vi.stubGlobal('PerformanceObserver', undefined));

  it('waits for the picture to load and a painted frame after it', async () => {
    const picture = frameWithPicture();
    const drawn = whenFramePictureDrawn(picture);
    await vi.advanceTimersByTimeAsync(FRAME_PICTURE_WAIT_MAX_MS - 100);
    expect(await settled(drawn)).toBe(false);
    picture.dispatchEvent(new Event('load'));
    expect(await settled(drawn)).toBe(false);
    vi.advanceTimersToNextFrame();
    expect(await settled(drawn)).toBe(true);
  });

  it('goes on when the picture fails, when the visitor taps or types, and at the latest after the wait', async () => {
    const failed = frameWithPicture();
    const afterError = whenFramePictureDrawn(failed);
    failed.dispatchEvent(new Event('error'));
    expect(await settled(afterError)).toBe(true);

    const tapped = whenFramePictureDrawn(frameWithPicture());
    document.dispatchEvent(new Event('pointerdown'));
    expect(await settled(tapped)).toBe(true);

    const typed = whenFramePictureDrawn(frameWithPicture());
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(await settled(typed)).toBe(true);

    const stalled = whenFramePictureDrawn(frameWithPicture());
    await vi.advanceTimersByTimeAsync(FRAME_PICTURE_WAIT_MAX_MS - 10);
    expect(await settled(stalled)).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(await settled(stalled)).toBe(true);
  });

  it('resolves at once for a picture below the first screen, which is never reported painted', async () => {
    expect(await settled(whenFramePictureDrawn(frameWithPicture(900)))).toBe(true);
    expect(await settled(whenFramePictureDrawn(frameWithPicture(700)))).toBe(false);
  });

  it('resolves at once in a hidden tab', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await settled(whenFramePictureDrawn(frameWithPicture()))).toBe(true);
  });
});

describe('whenFramePictureDrawn with largest-contentful-paint entries', () => {
  let deliver: (entries: Array<{ element: Element | null }>) => void = () => {};
  const disconnect = vi.fn();
  beforeEach(() => {
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint', 'paint'];
      constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
        deliver = (entries) => callback({ getEntries: () => entries });
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'largest-contentful-paint', buffered: true });
      }
      disconnect = disconnect;
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
  });

  it('resolves once an entry names the picture, not on other paints or on its load alone', async () => {
    const picture = frameWithPicture();
    const drawn = whenFramePictureDrawn(picture);
    deliver([{ element: document.getElementById('root') }]);
    picture.dispatchEvent(new Event('load'));
    vi.advanceTimersToNextFrame();
    expect(await settled(drawn)).toBe(false);
    deliver([{ element: picture }]);
    expect(await settled(drawn)).toBe(true);
    expect(disconnect).toHaveBeenCalled();
  });
});
