import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@shared/ui/use-focus-trap';

type MessageDialogProps = {
  title: string;
  message: string;
  confirmLabel: string;
  /** Without a cancel label the dialog is a plain notice with one button. */
  cancelLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Modal alert dialog: focus trapped, Escape cancels, focus returns to the opener. */
export function MessageDialog({ title, message, confirmLabel, cancelLabel, danger, onConfirm, onCancel }: MessageDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  // Destructive questions start on "cancel"; notices and ordinary questions on the main button.
  useFocusTrap(panelRef, true, cancelLabel ? onCancel : onConfirm, danger && cancelLabel ? cancelRef : confirmRef);

  return createPortal(
    <div className="admin-dialog-backdrop">
      <div
        ref={panelRef}
        className="admin-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
      >
        <h2 id={titleId} className="admin-dialog-title">
          {title}
        </h2>
        <p id={messageId} className="admin-dialog-message">
          {message}
        </p>
        <div className="admin-dialog-actions">
          {cancelLabel && (
            <button ref={cancelRef} type="button" className="admin-button admin-button--ghost" onClick={onCancel}>
              {cancelLabel}
            </button>
          )}
          <button
            ref={confirmRef}
            type="button"
            className={`admin-button ${danger ? 'admin-button--danger' : 'admin-button--primary'}`}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
