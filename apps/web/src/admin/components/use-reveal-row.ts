import { useEffect, useRef } from 'react';

/** The control a row wants focused when it is added (else its first control). */
export const ROW_FOCUS_ATTRIBUTE = 'data-row-focus';
const CONTROLS = 'input:not([type="hidden"]), select, textarea, button';

/**
 * Brings a row the admin has just added into view and puts the focus in it (react-hook-form's own focus on
 * append is turned off: it neither centres the row nor knows which control comes first for the admin).
 */
export function useRevealRow() {
  const listRef = useRef<HTMLOListElement>(null);
  const pendingRef = useRef<number | null>(null);
  useEffect(() => {
    const index = pendingRef.current;
    if (index === null) return;
    const row = listRef.current?.children[index];
    if (!(row instanceof HTMLElement)) return;
    pendingRef.current = null;
    const target = row.querySelector<HTMLElement>(`[${ROW_FOCUS_ATTRIBUTE}]`) ?? row.querySelector<HTMLElement>(CONTROLS);
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    row.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
    target?.focus({ preventScroll: true });
  });
  return {
    listRef,
    /** Call with the new row's index right after appending it. */
    revealRow: (index: number) => {
      pendingRef.current = index;
    },
  };
}
