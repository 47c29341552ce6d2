// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAINT_SETTLE_MS, PAINT_WAIT_MAX_MS, whenLargestPaintSettled } from './after-first-screen';

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
