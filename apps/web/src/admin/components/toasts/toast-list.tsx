import { useEffect, useRef } from 'react';
import './toasts.css';
import { adminTexts } from '@admin/admin-texts';

export type ToastAction = { label: string; onClick: () => void };
export type Toast = { id: number; message: string; action?: ToastAction };

/** How long a toast stays (longer when it offers an action such as undo); paused while hovered or focused. */
export const TOAST_MS = 5000;
export const TOAST_WITH_ACTION_MS = 8000;

type ToastListProps = { toasts: Toast[]; onDismiss: (id: number) => void };

/**
 * The admin's non-blocking messages, top right (at the bottom on narrow screens, clear of the page title). The
 * live region is always in the page, so screen readers announce a message as it is added.
 */
export function ToastList({ toasts, onDismiss }: ToastListProps) {
  return (
    <div className="admin-toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={() => onDismiss(toast.id)} />
      ))}
    </div>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const timerRef = useRef<number | undefined>(undefined);
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });
  const start = () => {
    window.clearTimeout(timerRef.current);
    timerRef.current = window.setTimeout(() => dismissRef.current(), toast.action ? TOAST_WITH_ACTION_MS : TOAST_MS);
  };
  const pause = () => window.clearTimeout(timerRef.current);
  useEffect(() => {
    start();
    return pause;
    // The timer starts once per toast; hover and focus pause and restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="admin-toast" onMouseEnter={pause} onMouseLeave={start} onFocus={pause} onBlur={start}>
      <p className="admin-toast-message">{toast.message}</p>
      {toast.action && (
        <button
          type="button"
          className="admin-button admin-button--small"
          onClick={() => {
            toast.action?.onClick();
            onDismiss();
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button type="button" className="admin-toast-close" aria-label={adminTexts.closeMessage} onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
