import type { ApiName } from '@agency/contract/api-routes';

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

/**
 * The public reads of the API table (public with s-maxage when found): their 404 (an unknown or hidden artist, a
 * renamed artist's old name) gets the short not-found policy below. Every other error of the API is `no-store`.
 */
export const PUBLIC_READS: ReadonlySet<ApiName> = new Set<ApiName>([
  'getPageContent',
  'getPageVideos',
  'getPageImages',
  'getVideo',
  'listArtists',
  'getArtist',
  'getPolaroids',
  'listBoards',
  'searchArtists',
]);

/** The longest a shared cache keeps a 404 of a public read or page, and serves it stale after that (seconds). */
export const NOT_FOUND_MAX_SECONDS = 10;

/**
 * Cache-Control of a 404 of a public read or page (docs/decisions/094): kept by a shared cache a few seconds, so a
 * spike on an old or unknown URL does not reach the origin every time, but never for long (an artist hidden or
 * missing now may be published in a minute), and never served for an outage (no stale-if-error). Shorter when the
 * 200 policy itself is shorter.
 */
export function notFoundCacheControl(policy: PublicCachePolicy): string {
  const sMaxAge = Math.min(policy.sMaxAge, NOT_FOUND_MAX_SECONDS);
  const stale = Math.min(policy.staleWhileRevalidate, NOT_FOUND_MAX_SECONDS);
  return `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${stale}`;
}

/** The web app's session cookie (SPEC section 4: a cookie named token holds the bearer token). */
const SESSION_COOKIE = /(?:^|;)\s*token=[^;\s]/;

/**
 * A signed-in request: it carries an Authorization header or the session cookie. Its answers are never public, even
 * to a public read (docs/decisions/094): a shared cache may keep an answer to an Authorization request only because
 * it says `public`.
 */
export function isSignedIn(authorization: string | undefined, cookie: string | undefined): boolean {
  return authorization !== undefined || (cookie !== undefined && SESSION_COOKIE.test(cookie));
}
