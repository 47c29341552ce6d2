import { normalizeTrafficSource } from '@agency/contract/traffic-source';

/** Referrer hosts and the source key each maps to (SPEC section 5, in this order). */
const REFERRER_SOURCES: readonly { source: string; domains: readonly string[] }[] = [
  { source: 'google', domains: ['google.com', 'google.co.kr'] },
  { source: 'naver', domains: ['naver.com', 'naver.me'] },
  { source: 'daum', domains: ['daum.net'] },
  { source: 'instagram', domains: ['instagram.com'] },
  { source: 'facebook', domains: ['facebook.com', 'fb.com'] },
  { source: 'youtube', domains: ['youtube.com', 'youtu.be'] },
  { source: 'tiktok', domains: ['tiktok.com'] },
  { source: 'twitter', domains: ['twitter.com', 't.co', 'x.com'] },
  { source: 'kakao', domains: ['kakao.com', 'kakaocorp.com'] },
  { source: 'band', domains: ['band.us'] },
];

function matchesDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** The parameter as a source name (normalised as the server counts it), or null when nothing usable is left. */
function sourceParam(params: URLSearchParams, name: string): string | null {
  return normalizeTrafficSource(params.get(name) ?? '') || null;
}

/** Maps a referrer URL to a source key: a known host, other_website, unknown (unparsable) or direct (none). */
export function sourceFromReferrer(referrer: string): string {
  if (referrer.trim() === '') return 'direct';
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return 'unknown';
  }
  if (host === '') return 'unknown';
  return REFERRER_SOURCES.find(({ domains }) => domains.some((domain) => matchesDomain(host, domain)))?.source ?? 'other_website';
}

/**
 * SPEC section 5, in this order: utm_source, then source, then ref (as ref_<value>), all lower-cased (and
 * normalised: `Spring Sale` is spring_sale, Hangul stays);
 * else the referrer host; an unparsable referrer gives unknown, no referrer gives direct.
 */
export function deriveTrafficSource(search: string, referrer: string): string {
  const params = new URLSearchParams(search);
  const utmSource = sourceParam(params, 'utm_source');
  if (utmSource) return utmSource;
  const source = sourceParam(params, 'source');
  if (source) return source;
  const ref = sourceParam(params, 'ref');
  if (ref) return `ref_${ref}`;
  return sourceFromReferrer(referrer);
}
