// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canNavigate, counterText, useCarousel, wrapIndex } from './carousel-state';

describe('wrapIndex', () => {
  it('wraps forward past the last item', () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
  });

  it('wraps backward past the first item', () => {
    expect(wrapIndex(0, -1, 5)).toBe(4);
  });

  it('stays at 0 without items', () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('counter and navigation', () => {
  it('shows the 1-based position', () => {
    expect(counterText(1, 5)).toBe('2 / 5');
    expect(counterText(0, 0)).toBe('0 / 0');
  });

  it('is disabled with one item or none', () => {
    expect(canNavigate(0)).toBe(false);
    expect(canNavigate(1)).toBe(false);
    expect(canNavigate(2)).toBe(true);
  });
});

describe('useCarousel', () => {
  it('moves and wraps in both directions with the counter', () => {
    const { result } = renderHook(() => useCarousel(3));
    expect(result.current.counter).toBe('1 / 3');
    act(() => result.current.previous());
    expect(result.current.counter).toBe('3 / 3');
    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current.counter).toBe('2 / 3');
  });

  it('does not move with a single item', () => {
    const { result } = renderHook(() => useCarousel(1));
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    expect(result.current.canNavigate).toBe(false);
  });
});
