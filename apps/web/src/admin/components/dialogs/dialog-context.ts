import { createContext, useContext } from 'react';

export type ConfirmOptions = { confirmLabel?: string; cancelLabel?: string; danger?: boolean };

export type AdminDialogs = {
  /** Asks a yes/no question in an accessible modal; resolves true when confirmed. */
  confirm: (message: string, options?: ConfirmOptions) => Promise<boolean>;
  /** Shows a message that must be acknowledged (the spec's "alert"). */
  alert: (message: string) => Promise<void>;
};

const fallback: AdminDialogs = {
  confirm: (message) => Promise.resolve(window.confirm(message)),
  alert: (message) => {
    window.alert(message);
    return Promise.resolve();
  },
};

export const AdminDialogsContext = createContext<AdminDialogs>(fallback);

export function useAdminDialogs(): AdminDialogs {
  return useContext(AdminDialogsContext);
}
