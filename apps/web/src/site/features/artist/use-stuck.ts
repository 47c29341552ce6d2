import { useEffect, useRef, useState } from 'react';

/** True once the marker has scrolled above `offsetPx` from the top of the viewport (the fixed header). */
export function useStuck<T extends HTMLElement>(offsetPx: number) {
  const markerRef = useRef<T | null>(null);
  const [stuck, setStuck] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const marker = markerRef.current;
      if (marker) setStuck(marker.getBoundingClientRect().top < offsetPx);
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

  return { markerRef, stuck };
}
