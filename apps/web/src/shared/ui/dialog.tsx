import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './use-focus-trap';
import './dialog.css';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  label: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  children: ReactNode;
  className?: string;
};

/** Modal dialog: traps focus, closes on Escape, its close button or a click outside, gives focus back. */
export function Dialog({ open, onClose, label, closeLabel, children, className }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  useFocusTrap(panelRef, open, onClose, closeRef);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      className="ui-dialog-backdrop"
      data-testid="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelId}
        className={['ui-dialog', className].filter(Boolean).join(' ')}
      >
        <h2 id={labelId} className="visually-hidden">
          {label}
        </h2>
        <button ref={closeRef} type="button" className="ui-dialog-close" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}
