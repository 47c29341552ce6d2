import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import { isGuardedHistory, type HeldNavigation, type ShouldBlock } from './guarded-history';

export type NavigationBlocker = { state: 'unblocked' } | { state: 'blocked'; proceed(): void; reset(): void };

/**
 * Holds back in-app navigations for which `shouldBlock` is true, like react-router's `useBlocker` (which
 * only its data router has): the state turns 'blocked' until `proceed()` or `reset()`.
 */
export function useNavigationBlocker(shouldBlock: ShouldBlock): NavigationBlocker {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [held, setHeld] = useState<HeldNavigation | null>(null);
  const shouldBlockRef = useRef(shouldBlock);
  useLayoutEffect(() => {
    shouldBlockRef.current = shouldBlock;
  });
  useEffect(() => {
    if (!isGuardedHistory(navigator)) throw new Error('useNavigationBlocker needs the router to use lib/navigation/guarded-history.ts');
    return navigator.setGuard({ shouldBlock: (args) => shouldBlockRef.current(args), onBlocked: setHeld });
  }, [navigator]);
  if (!held) return { state: 'unblocked' };
  return {
    state: 'blocked',
    proceed: () => {
      setHeld(null);
      held.proceed();
    },
    reset: () => {
      setHeld(null);
      held.reset();
    },
  };
}
