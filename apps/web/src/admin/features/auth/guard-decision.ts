import { ROLE_ADMIN } from '@agency/contract/auth';
import type { Session } from '@shared/session';

/** SPEC section 6: the admin area needs a stored token, a username and the role ROLE_ADMIN. */
export function isAdminSession(session: Session): boolean {
  return session.token !== '' && session.username !== '' && session.role === ROLE_ADMIN;
}
