import { Component, useEffect, useLayoutEffect, type ReactNode } from 'react';
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

/** Frames (about a second) to wait for a page to grow tall enough for its saved position. */
const RESTORE_FRAMES = 60;

/** Frames the position must hold before the restore ends: the page may still move after it was reached. */
const HELD_FRAMES = 2;

/**
 * Scrolls to `y`, again on each frame while the page is still too short for it (content still arriving) or has
 * moved since (the server's frame before the script, decision 114, is removed just after the page is drawn), until
 * it holds for two frames, a second has passed or the visitor scrolls. Returns the cancellation.
 */
function scrollWhenTallEnough(y: number): () => void {
  let frame = 0;
  let held = 0;
  let handle = 0;
  const stop = () => {
    cancelAnimationFrame(handle);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    if (Math.abs(window.scrollY - y) <= 1) held += 1;
    else {
      held = 0;
      window.scrollTo(0, y);
    }
    if (held >= HELD_FRAMES || ++frame > RESTORE_FRAMES) stop();
    else handle = requestAnimationFrame(attempt);
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

type SnapshotProps = { locationKey: string; children: ReactNode };

/**
 * Saves the position of the entry being left before React changes the page (getSnapshotBeforeUpdate runs
 * before any DOM change of the commit): the next page's content can no longer shorten or move it.
 */
class PositionSnapshot extends Component<SnapshotProps> {
  override getSnapshotBeforeUpdate(previous: SnapshotProps): null {
    if (previous.locationKey !== this.props.locationKey) {
      positions.set(previous.locationKey, window.scrollY);
      savePositions();
    }
    return null;
  }

  override componentDidUpdate(): void {
    // Needed with getSnapshotBeforeUpdate; the position is saved there.
  }

  override render(): ReactNode {
    return this.props.children;
  }
}

/**
 * Scroll position per history entry around the routed page, like react-router's <ScrollRestoration> (a
 * data-router feature): a new page starts at the top (or at its #hash) unless its navigation says `keepScroll`,
 * back and forward return to where the visitor was, also after a reload of the tab.
 */
export function ScrollRestoration({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Leaving or reloading the tab: the entry's key is in react-router's history state.
    const onPageHide = () => {
      const key = (window.history.state as { key?: unknown } | null)?.key;
      if (typeof key === 'string') positions.set(key, window.scrollY);
      savePositions();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) return scrollWhenTallEnough(saved);
    // A change of the page's own state (the roster's filters) keeps the visitor where they are.
    if ((location.state as { keepScroll?: unknown } | null)?.keepScroll === true) return undefined;
    if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
    return undefined;
  }, [location.key, location.hash, location.state, navigationType]);

  return <PositionSnapshot locationKey={location.key}>{children}</PositionSnapshot>;
}
