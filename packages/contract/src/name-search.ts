// No zod here: the public roster search can use it too.

/**
 * A name or query as searches compare it: composed Unicode, lower case, without spaces, hyphens or middle dots
 * (romanized Korean names are written `Seo-yoon`, `Seo yoon` and `Seoyoon` alike).
 */
export function searchKey(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/[\s\-\u2010\u2011\u00b7.]+/g, '');
}

/** Whether `query` is part of any of the names (case, spaces and hyphens ignored; a blank query matches everything). */
export function matchesName(query: string, ...names: string[]): boolean {
  const key = searchKey(query);
  return key === '' || names.some((name) => searchKey(name).includes(key));
}
