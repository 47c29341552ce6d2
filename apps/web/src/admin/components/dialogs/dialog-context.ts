import { createContext, useContext } from 'react';

import type { ToastAction } from '../toasts/toast-list';

export type ConfirmOptions = { confirmLabel?: string; cancelLabel?: string; danger?: boolean };
export type NotifyOptions = { action?: ToastAction };

export type AdminDialogs = {
  /** Asks a yes/no question in an accessible modal; resolves true when confirmed. */
  confirm: (message: string, options?: ConfirmOptions) => Promise<boolean>;
  /** Shows a message that must be acknowledged (the spec's "alert"). */
  alert: (message: string) => Promise<void>;
  /** Shows a non-blocking message that goes away by itself (a toast); for outcomes that need no answer. */
  notify: (message: string, options?: NotifyOptions) => void;
};

const fallback: AdminDialogs = {
  confirm: (message) => Promise.resolve(window.confirm(message)),
  alert: (message) => {
    window.alert(message);
    return Promise.resolve();
  },
  notify: (message) => console.info(message),
};

export const AdminDialogsContext = createContext<AdminDialogs>(fallback);

export function useAdminDialogs(): AdminDialogs {
  return useContext(AdminDialogsContext);
}
