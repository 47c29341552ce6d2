import { useEffect, useRef, useState } from 'react';

/**
 * True once the marker has scrolled above `offsetPx` from the top of the viewport (the fixed header), with the
 * height the block had in the page just before it left it (`blockHeight`), so a spacer can keep its place.
 */
export function useStuck<T extends HTMLElement, B extends HTMLElement>(offsetPx: number) {
  const markerRef = useRef<T | null>(null);
  const blockRef = useRef<B | null>(null);
  const [state, setState] = useState({ stuck: false, blockHeight: 0 });

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const marker = markerRef.current;
      if (!marker) return;
      const stuck = marker.getBoundingClientRect().top < offsetPx;
      setState((previous) => {
        if (previous.stuck === stuck) return previous;
        // Measured while the block is still in the page, before the sticky style takes it out.
        const blockHeight = stuck ? Math.round(blockRef.current?.getBoundingClientRect().height ?? 0) : previous.blockHeight;
        return { stuck, blockHeight };
      });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [offsetPx]);

  return { markerRef, blockRef, ...state };
}
