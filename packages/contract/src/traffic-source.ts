// No zod here: the public site's bundle imports this.

export const MAX_SOURCE_LENGTH = 64;

/**
 * One spelling per campaign name (docs/decisions/071): NFC, trimmed, lower-cased, spaces to `_`; letters of any
 * script (Hangul too), digits, `_`, `-` and `.` are kept (not at either end), anything else is dropped; at most 64 characters.
 * `Spring Sale` and `spring_sale` count as one source; '' means nothing usable was left.
 */
export function normalizeTrafficSource(value: string): string {
  const normalized = value
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/\s+/gu, '_')
    .replace(/[^\p{L}\p{N}_.-]/gu, '')
    .replace(/_+/g, '_')
    .replace(/^[_.-]+|[_.-]+$/g, '');
  return [...normalized].slice(0, MAX_SOURCE_LENGTH).join('');
}
