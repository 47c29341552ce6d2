import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigationBlocker } from '../../../lib/navigation/use-navigation-blocker';
import { adminTexts } from '../admin-texts';
import { useAdminDialogs } from './dialogs/dialog-context';

/**
 * While `dirty`, leaving the screen inside the app asks for confirmation (lib/navigation/use-navigation-blocker.ts),
 * and closing or reloading the tab triggers the browser's own prompt. Returns `allowNextNavigation`,
 * to call right before navigating away on purpose (after a save or a delete).
 */
export function useUnsavedChanges(dirty: boolean): { allowNextNavigation: () => void } {
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const dialogs = useAdminDialogs();

  const blocker = useNavigationBlocker(
    ({ currentLocation, nextLocation }) => dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const blockerRef = useRef(blocker);
  useLayoutEffect(() => {
    blockerRef.current = blocker;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void dialogs
      .confirm(adminTexts.unsavedLeave, { confirmLabel: adminTexts.leave, cancelLabel: adminTexts.stay, danger: true })
      .then((leave) => {
        if (!active) return;
        const current = blockerRef.current;
        if (current.state !== 'blocked') return;
        if (leave) current.proceed();
        else current.reset();
      });
    return () => {
      active = false;
    };
  }, [blocker.state, dialogs]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    allowNextNavigation: () => {
      dirtyRef.current = false;
    },
  };
}
