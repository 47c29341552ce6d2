import { useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { adminTexts } from '@admin/admin-texts';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { leaveGuard } from './leave-guard';

/**
 * While `dirty`, leaving the screen inside the admin asks for confirmation (react-router's `useBlocker`: links,
 * navigate(), back and forward; `onLeave` runs when the admin chooses to leave), and closing or reloading the tab
 * triggers the browser's own prompt. Returns `allowNextNavigation`, to call right before navigating away on purpose
 * (after a save or a delete).
 */
export function useUnsavedChanges(dirty: boolean, onLeave?: () => void): { allowNextNavigation: () => void } {
  const allowed = useRef(false);
  const dialogs = useAdminDialogs();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const blockerRef = useRef(blocker);
  const onLeaveRef = useRef(onLeave);
  useLayoutEffect(() => {
    blockerRef.current = blocker;
    onLeaveRef.current = onLeave;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void dialogs
      .confirm(adminTexts.unsavedLeave, { confirmLabel: adminTexts.leave, cancelLabel: adminTexts.stay, danger: true })
      .then((leave) => {
        const current = blockerRef.current;
        if (!active || current.state !== 'blocked') return;
        if (leave) {
          onLeaveRef.current?.();
          current.proceed();
        } else current.reset();
      });
    return () => {
      active = false;
    };
  }, [blocker.state, dialogs]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaveGuard.leavingForSignIn) return;
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    allowNextNavigation: () => {
      allowed.current = true;
    },
  };
}
