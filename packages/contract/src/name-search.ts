// No zod here: the public roster search can use it too.

/**
 * A name or query as searches compare it: composed Unicode, lower case, without spaces, hyphens or middle dots
 * (romanized Korean names are written `Seo-yoon`, `Seo yoon` and `Seoyoon` alike).
 */
export function searchKey(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/[\s\-\u2010\u2011\u00b7.]+/g, '');
}

/**
 * A romanized name in Korean order, family name first: `Seo-yoon Kim` → `Kim Seo-yoon` (the last word moved to
 * the front); undefined for a name of one word or one without Latin letters (Hangul names are searched as written).
 */
export function surnameFirst(name: string): string | undefined {
  if (!/[A-Za-z]/.test(name)) return undefined;
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return undefined;
  return [words[words.length - 1], ...words.slice(0, -1)].join(' ');
}

/**
 * Whether `query` is part of any of the names (case, spaces and hyphens ignored; a blank query matches everything).
 * A romanized name also matches in surname-first order: `kim seo` finds `Seo-yoon Kim` (decision 109).
 */
export function matchesName(query: string, ...names: string[]): boolean {
  const key = searchKey(query);
  if (key === '') return true;
  return names.some((name) => {
    if (searchKey(name).includes(key)) return true;
    const reordered = surnameFirst(name);
    return reordered !== undefined && searchKey(reordered).includes(key);
  });
}
