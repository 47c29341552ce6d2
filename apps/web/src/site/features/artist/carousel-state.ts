import { useCallback, useState } from 'react';

/** Index moved by `step` with wrap-around in both directions. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The carousel only moves with two or more items. */
export function canNavigate(count: number): boolean {
  return count > 1;
}

/** Counter text such as `2 / 5` (0 / 0 when empty). */
export function counterText(index: number, count: number): string {
  return count === 0 ? '0 / 0' : `${Math.min(index, count - 1) + 1} / ${count}`;
}

export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const move = useCallback(
    (step: number) => setIndex((previous) => (canNavigate(count) ? wrapIndex(Math.min(previous, count - 1), step, count) : previous)),
    [count],
  );
  return {
    index: current,
    counter: counterText(current, count),
    canNavigate: canNavigate(count),
    next: useCallback(() => move(1), [move]),
    previous: useCallback(() => move(-1), [move]),
  };
}
