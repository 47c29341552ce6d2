import { useEffect, useRef, useState } from 'react';

/** `rootMargin`: how far outside the viewport "in view" starts (CSS margin syntax). */
type InViewOptions = { threshold: number; delayMs?: number; rootMargin?: string };

/** Becomes true once the element has been scrolled into view (then stays true). */
export function useInView<T extends Element>({ threshold, delayMs = 0, rootMargin = '0px' }: InViewOptions) {
  const ref = useRef<T | null>(null);
  // Without IntersectionObserver (old browsers, tests) everything counts as visible.
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (!element || inView) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          timer = setTimeout(() => setInView(true), delayMs);
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [threshold, delayMs, rootMargin, inView]);

  return { ref, inView };
}
