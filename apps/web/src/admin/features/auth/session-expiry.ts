/** How long before the sign-in ends the admin warns and offers to sign in again (decision 101). */
export const SESSION_WARNING_MS = 10 * 60 * 1000;
/** How often the admin looks at the time left (and at a token another tab stored). */
export const SESSION_CHECK_MS = 15 * 1000;

export type SessionPhase = 'ok' | 'warning' | 'expired';

/** Where a sign-in ending at `endsAt` stands at `now` (both in this computer's ms); a token without an end never warns. */
export function sessionPhase(endsAt: number | null, now: number): SessionPhase {
  if (endsAt === null) return 'ok';
  if (now >= endsAt) return 'expired';
  return endsAt - now <= SESSION_WARNING_MS ? 'warning' : 'ok';
}
