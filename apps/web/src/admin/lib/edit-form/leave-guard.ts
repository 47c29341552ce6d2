/**
 * Set when the browser is about to leave for the sign-in page after a 401 or 403: the unsaved form contents
 * are kept as a draft by then (lib/drafts), so the browser's "leave this page?" prompt must not stop it.
 */
export const leaveGuard = { leavingForSignIn: false };
