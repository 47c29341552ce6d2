import { describe, expect, it } from 'vitest';
import { isSignedIn, notFoundCacheControl, publicCacheControl } from './cache-policy';

describe('cache policies (docs/decisions/094)', () => {
  it('keeps a 404 at most 10 s and 10 s stale, never longer than a found answer, and never for an outage', () => {
    const defaults = { sMaxAge: 60, staleWhileRevalidate: 60, staleIfError: 86_400 };
    expect(publicCacheControl(defaults)).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400');
    expect(notFoundCacheControl(defaults)).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=10');
    expect(notFoundCacheControl({ sMaxAge: 3, staleWhileRevalidate: 0, staleIfError: 600 })).toBe('public, max-age=0, s-maxage=3, stale-while-revalidate=0');
  });

  it('takes a request with an Authorization header or the session cookie as signed in', () => {
    expect(isSignedIn('Bearer a.b.c', undefined)).toBe(true);
    expect(isSignedIn('', undefined)).toBe(true);
    for (const cookie of ['token=a.b.c', 'lang=ko; token=a.b.c', 'lang=ko;token=a.b.c; x=1']) expect(isSignedIn(undefined, cookie), cookie).toBe(true);
    for (const cookie of ['token=', 'token=; lang=ko', 'xtoken=a.b.c', 'lang=ko', 'my-token=1']) expect(isSignedIn(undefined, cookie), cookie).toBe(false);
    expect(isSignedIn(undefined, undefined)).toBe(false);
  });
});
