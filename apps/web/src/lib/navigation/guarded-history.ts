import { UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type To } from 'react-router';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type Listener = Parameters<BrowserHistory['listen']>[0];
type Update = Parameters<Listener>[0];

export type ShouldBlock = (args: { currentLocation: Location; nextLocation: Location }) => boolean;

/** A navigation held back by the guard: go on with it, or stay. */
export interface HeldNavigation {
  proceed(): void;
  reset(): void;
}

export interface NavigationGuard {
  shouldBlock: ShouldBlock;
  onBlocked(navigation: HeldNavigation): void;
}

export interface GuardedHistory extends BrowserHistory {
  /** Installs the one guard (an admin form with unsaved changes); returns its removal. */
  setGuard(guard: NavigationGuard): () => void;
}

export function isGuardedHistory(value: unknown): value is GuardedHistory {
  return typeof (value as Partial<GuardedHistory> | null)?.setGuard === 'function';
}

/**
 * The browser history for react-router's declarative router, with what its data router's `useBlocker`
 * offered: a guard may hold back in-app navigations (links, navigate(), back and forward) until the user
 * confirms. Back and forward have already moved the browser when they are seen, so a held one is undone
 * first and done again on proceed.
 */
export function createGuardedHistory(inner: BrowserHistory = createBrowserHistory({ v5Compat: true })): GuardedHistory {
  let guard: NavigationGuard | null = null;
  /** The location the app shows (on back/forward, inner.location is already the next one). */
  let shown = inner.location;
  /** Pops caused here (undoing a held one, or replaying it): not the user's. */
  const ownPops: Array<'undo' | 'replay'> = [];
  /** Set while a held push or replace is done on proceed. */
  let proceeding = false;

  const locationOf = (to: To, state?: unknown): Location => {
    const url = inner.createURL(to);
    return { pathname: url.pathname, search: url.search, hash: url.hash, state: state ?? null, key: '' };
  };
  const blocks = (nextLocation: Location) =>
    !proceeding && guard !== null && guard.shouldBlock({ currentLocation: shown, nextLocation });

  function hold(navigate: () => void): void {
    guard?.onBlocked({
      proceed: () => {
        proceeding = true;
        try {
          navigate();
        } finally {
          proceeding = false;
        }
      },
      reset: () => undefined,
    });
  }

  return {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    go: (delta) => inner.go(delta),
    push(to, state) {
      if (blocks(locationOf(to, state))) hold(() => inner.push(to, state));
      else inner.push(to, state);
    },
    replace(to, state) {
      if (blocks(locationOf(to, state))) hold(() => inner.replace(to, state));
      else inner.replace(to, state);
    },
    listen(listener: Listener) {
      return inner.listen((update: Update) => {
        if (update.action === 'POP') {
          const own = ownPops.shift();
          if (own === 'undo') return;
          if (own !== 'replay' && update.delta && blocks(update.location)) {
            const delta = update.delta;
            ownPops.push('undo');
            inner.go(-delta);
            hold(() => {
              ownPops.push('replay');
              inner.go(delta);
            });
            return;
          }
        }
        shown = update.location;
        listener(update);
      });
    },
    setGuard(next) {
      guard = next;
      return () => {
        if (guard === next) guard = null;
      };
    },
  };
}
