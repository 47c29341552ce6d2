// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('afterFirstPaint', () => {
  it('runs the task after a painted frame and an idle moment, not before', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const task = vi.fn();
    afterFirstPaint(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event while the page is loading', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const task = vi.fn();
    afterFirstPaint(task);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const task = vi.fn();
    const cancel = afterFirstPaint(task);
    vi.advanceTimersToNextFrame();
    cancel();
    vi.runAllTimers();
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
