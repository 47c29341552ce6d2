import { STAFF_ROLES } from '@agency/contract/auth';
import type { Session } from '@shared/session';

/** SPEC section 6: the admin area needs a stored token, a username and a staff role (ROLE_ADMIN, or ROLE_EDITOR: decision 083). */
export function isAdminSession(session: Session): boolean {
  return session.token !== '' && session.username !== '' && (STAFF_ROLES as readonly string[]).includes(session.role);
}
