// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANIMATION_WAIT_MAX_MS, entranceAnimationsDone, PAINT_SETTLE_MS, PAINT_WAIT_MAX_MS, whenLargestPaintSettled } from './after-first-screen';

/** A stand-in for the browser's observer of largest-contentful-paint candidates; `paint()` reports one. */
class FakeObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  static instances: FakeObserver[] = [];
  observing = false;
  constructor(private readonly callback: () => void) {
    FakeObserver.instances.push(this);
  }
  observe() {
    this.observing = true;
  }
  disconnect() {
    this.observing = false;
  }
  static paint() {
    for (const observer of FakeObserver.instances) if (observer.observing) observer.callback();
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  FakeObserver.instances = [];
  vi.stubGlobal('PerformanceObserver', FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenLargestPaintSettled', () => {
  it('waits until no new largest paint has come for the settle time', () => {
    const task = vi.fn();
    whenLargestPaintSettled(task);
    FakeObserver.paint();
    vi.advanceTimersByTime(PAINT_SETTLE_MS - 100);
    FakeObserver.paint(); // the hero picture, drawn after the text
    vi.advanceTimersByTime(PAINT_SETTLE_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(FakeObserver.instances[0]!.observing).toBe(false);
  });

  it('does not start counting before the first largest paint, but gives up waiting after the maximum', () => {
    const task = vi.fn();
    whenLargestPaintSettled(task);
    vi.advanceTimersByTime(PAINT_WAIT_MAX_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('falls back to the maximum wait where the browser has no largest-paint entries', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const task = vi.fn();
    whenLargestPaintSettled(task);
    vi.advanceTimersByTime(PAINT_WAIT_MAX_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task', () => {
    const task = vi.fn();
    const cancel = whenLargestPaintSettled(task);
    FakeObserver.paint();
    cancel();
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});

describe('entranceAnimationsDone', () => {
  // jsdom has no Web Animations: the page's animations are given here.
  const runningAnimations = (list: object[]) =>
    Object.defineProperty(document, 'getAnimations', { value: () => list as Animation[], configurable: true });
  afterEach(() => {
    Reflect.deleteProperty(document, 'getAnimations');
  });

  /** A running animation of `endTime` ms whose `finished` resolves when `finish()` is called. */
  function animation(endTime: number) {
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    return { finish, animation: { playState: 'running', finished, effect: { getComputedTiming: () => ({ endTime }) } } };
  }

  it('waits for the running finite animations, not for endless ones (spinners, placeholder sweeps)', async () => {
    const reveal = animation(600);
    const sweep = animation(Infinity);
    runningAnimations([reveal.animation, sweep.animation]);
    let done = false;
    void entranceAnimationsDone().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(ANIMATION_WAIT_MAX_MS - 1);
    expect(done).toBe(false);
    reveal.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('gives up waiting after the maximum', async () => {
    runningAnimations([animation(60_000).animation]);
    let done = false;
    void entranceAnimationsDone().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(ANIMATION_WAIT_MAX_MS);
    expect(done).toBe(true);
  });
});
