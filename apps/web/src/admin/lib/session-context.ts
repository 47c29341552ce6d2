import { createContext, useContext } from 'react';
import type { Session } from '@shared/session';

/** The admin session the guard accepted. */
export const SessionContext = createContext<Session>({ token: '', username: '', role: '' });

export function useAdminSession(): Session {
  return useContext(SessionContext);
}
