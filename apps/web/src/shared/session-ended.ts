import { ADMIN_HOME_PATH, ADMIN_LOGIN_PATH } from '@agency/contract/public-pages';

/**
 * After a 401 the browser goes to / (SPEC section 6) with the admin screen it was on noted for this tab, so the home
 * page can say what happened and offer the sign-in that leads back there (decision 101).
 */
const SESSION_ENDED_KEY = 'admin-session-ended';

/** An admin screen to return to after sign-in: a path of this site under /admin, nothing else (no other host, no `..`). */
export function isAdminReturnPath(path: string | null | undefined): path is string {
  if (typeof path !== 'string' || path.length > 2000 || !path.startsWith('/') || path.startsWith('//') || /[\\\s]/.test(path)) return false;
  const url = new URL(path, 'https://site.invalid');
  // Written the way the browser would write it: no dot segments or other spellings that resolve elsewhere.
  const same = url.origin === 'https://site.invalid' && `${url.pathname}${url.search}${url.hash}` === path;
  return same && (url.pathname === ADMIN_HOME_PATH || url.pathname.startsWith(`${ADMIN_HOME_PATH}/`));
}

/** The sign-in page that returns to `path` afterwards. */
export function signInPathFor(path: string): string {
  return isAdminReturnPath(path) ? `${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(path)}` : ADMIN_LOGIN_PATH;
}

export function noteSessionEnded(path: string): void {
  try {
    sessionStorage.setItem(SESSION_ENDED_KEY, path);
  } catch (error) {
    console.error('Noting the ended session failed', error);
  }
}

/** The admin screen this tab was on when its session ended, if that is why it is here. */
export function endedSessionPath(): string | null {
  try {
    const path = sessionStorage.getItem(SESSION_ENDED_KEY);
    return isAdminReturnPath(path) ? path : null;
  } catch {
    return null;
  }
}

export function clearSessionEnded(): void {
  try {
    sessionStorage.removeItem(SESSION_ENDED_KEY);
  } catch {
    // Storage unavailable: nothing was noted either.
  }
}
