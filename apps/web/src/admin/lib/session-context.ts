import { createContext, useContext } from 'react';
import { ROLE_ADMIN } from '@agency/contract/auth';
import type { Session } from '@shared/session';

/** The admin session the guard accepted. */
export const SessionContext = createContext<Session>({ token: '', username: '', role: '' });

export function useAdminSession(): Session {
  return useContext(SessionContext);
}

/** Whether the signed-in account is a full admin (accounts, statistics resets), not an editor (decision 083). */
export function useIsFullAdmin(): boolean {
  return useAdminSession().role === ROLE_ADMIN;
}
