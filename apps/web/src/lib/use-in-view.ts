import { useEffect, useRef, useState } from 'react';

type InViewOptions = { threshold: number; delayMs?: number };

/** Becomes true once the element has been scrolled into view (then stays true). */
export function useInView<T extends Element>({ threshold, delayMs = 0 }: InViewOptions) {
  const ref = useRef<T | null>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || inView) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          timer = setTimeout(() => setInView(true), delayMs);
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [threshold, delayMs, inView]);

  return { ref, inView };
}
