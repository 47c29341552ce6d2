/**
 * When a failed notification mail is tried again: 1 minute after the first failure, doubling up to
 * every 2 hours, for 72 hours after the mail was queued (an inquiry: stored or resent); then the outbox gives
 * up and the row stays `failed` (an inquiry in the admin inbox, where it can be resent).
 */
export const RETRY_POLICY = {
  firstDelayMs: 60 * 1000,
  maxDelayMs: 2 * 60 * 60 * 1000,
  windowMs: 72 * 60 * 60 * 1000,
} as const;

export function retryUntil(from: Date): string {
  return new Date(from.getTime() + RETRY_POLICY.windowMs).toISOString();
}

/** The next try after `failures` failed attempts in a row, or null to give up. */
export function nextAttemptAfterFailure(failures: number, now: Date, until: Date): Date | null {
  if (now.getTime() >= until.getTime()) return null;
  const delay = Math.min(RETRY_POLICY.firstDelayMs * 2 ** Math.min(Math.max(failures - 1, 0), 20), RETRY_POLICY.maxDelayMs);
  // One last try exactly at the end of the window.
  return new Date(Math.min(now.getTime() + delay, until.getTime()));
}
