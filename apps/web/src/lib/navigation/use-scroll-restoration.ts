import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';
const MAX_POSITIONS = 100;

function readPositions(): Map<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    if (Array.isArray(saved)) return new Map(saved.filter((e): e is [string, number] => typeof e?.[0] === 'string' && typeof e?.[1] === 'number'));
  } catch {
    // Unreadable or unavailable storage: start without saved positions.
  }
  return new Map();
}

const positions = typeof window === 'undefined' ? new Map<string, number>() : readPositions();

function savePositions(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_POSITIONS)));
  } catch {
    // Storage full or blocked: positions still work within this page.
  }
}

/**
 * Scroll position per history entry, like react-router's <ScrollRestoration> (a data-router feature): a
 * new page starts at the top (or at its #hash), back and forward return to where the visitor was, also
 * after a reload of the tab.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  /** Where the visitor is, from scroll events: read before a navigation's new page can change it. */
  const lastY = useRef(0);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Leaving or reloading the tab: the entry's key is in react-router's history state.
    const onPageHide = () => {
      const key = (window.history.state as { key?: unknown } | null)?.key;
      if (typeof key === 'string') positions.set(key, window.scrollY);
      savePositions();
    };
    const onScroll = () => {
      lastY.current = window.scrollY;
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('scroll', onScroll);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
    lastY.current = window.scrollY;
    return () => {
      positions.set(location.key, lastY.current);
      savePositions();
    };
  }, [location.key, location.hash, navigationType]);
}
