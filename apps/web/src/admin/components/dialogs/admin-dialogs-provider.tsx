import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { adminTexts } from '@admin/admin-texts';
import { AdminDialogsContext, type AdminDialogs, type ConfirmOptions } from './dialog-context';
import { MessageDialog } from './message-dialog';
import { ToastList, type Toast } from '../toasts/toast-list';

/** At most this many toasts show at once; an older one gives way to a newer. */
const MAX_TOASTS = 3;

type Pending =
  | { kind: 'confirm'; message: string; options: ConfirmOptions; resolve: (ok: boolean) => void }
  | { kind: 'alert'; message: string; resolve: () => void };

/** One modal at a time (further requests wait in a queue); toasts alongside, without blocking. */
export function AdminDialogsProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Pending[]>([]);
  const push = useCallback((item: Pending) => setQueue((items) => [...items, item]), []);
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextToastIdRef = useRef(1);
  const dismissToast = useCallback((id: number) => setToasts((items) => items.filter((toast) => toast.id !== id)), []);
  const api = useMemo<AdminDialogs>(
    () => ({
      confirm: (message, options = {}) => new Promise<boolean>((resolve) => push({ kind: 'confirm', message, options, resolve })),
      alert: (message) => new Promise<void>((resolve) => push({ kind: 'alert', message, resolve })),
      notify: (message, options = {}) => {
        const id = nextToastIdRef.current++;
        setToasts((items) => [...items, { id, message, action: options.action }].slice(-MAX_TOASTS));
      },
    }),
    [push],
  );

  const current = queue[0];
  const settle = (ok: boolean) => {
    if (!current) return;
    setQueue((items) => items.slice(1));
    if (current.kind === 'confirm') current.resolve(ok);
    else current.resolve();
  };

  return (
    <AdminDialogsContext.Provider value={api}>
      {children}
      <ToastList toasts={toasts} onDismiss={dismissToast} />
      {current && (
        <MessageDialog
          key={queue.length + current.message}
          title={current.kind === 'confirm' ? adminTexts.confirmTitle : adminTexts.noticeTitle}
          message={current.message}
          confirmLabel={current.kind === 'confirm' ? (current.options.confirmLabel ?? adminTexts.ok) : adminTexts.ok}
          cancelLabel={current.kind === 'confirm' ? (current.options.cancelLabel ?? adminTexts.cancel) : undefined}
          danger={current.kind === 'confirm' && current.options.danger === true}
          onConfirm={() => settle(true)}
          onCancel={() => settle(false)}
        />
      )}
    </AdminDialogsContext.Provider>
  );
}
