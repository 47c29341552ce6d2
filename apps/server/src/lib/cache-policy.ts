/** How long a shared cache (a CDN) may keep public answers (docs/decisions/087). */
export interface PublicCachePolicy {
  sMaxAge: number;
  staleWhileRevalidate: number;
  staleIfError: number;
}

/**
 * Cache-Control of public pages and reads: browsers revalidate every time (max-age=0, cheap with the ETag), a shared
 * cache keeps the answer for s-maxage, then serves it stale while it refreshes it, or while the origin fails.
 */
export function publicCacheControl(policy: PublicCachePolicy): string {
  return `public, max-age=0, s-maxage=${policy.sMaxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}, stale-if-error=${policy.staleIfError}`;
}

/** Admin, sign-in, client package and application answers: never kept anywhere. */
export const PRIVATE_NO_STORE = 'private, no-store';
