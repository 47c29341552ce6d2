// No zod here: the public roster search can use it too.

/** A name or query as searches compare it: composed Unicode, lower case, without spaces. */
export function searchKey(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, '');
}

/** Whether `query` is part of any of the names (case and spaces ignored; a blank query matches everything). */
export function matchesName(query: string, ...names: string[]): boolean {
  const key = searchKey(query);
  return key === '' || names.some((name) => searchKey(name).includes(key));
}
