/**
 * The letters of a generated site icon: the first letter of each of the site name's first two words, upper case
 * ("AGENCY" → "A", "Star Models" → "SM", "모델 에이전시" → "모에"). Letters and digits only; "?" for none.
 */
export function monogramOf(siteName: string): string {
  const words = siteName
    .split(/\s+/)
    .map((word) => Array.from(word.replace(/[^\p{L}\p{N}]/gu, ''))[0])
    .filter((letter): letter is string => letter !== undefined);
  return words.slice(0, 2).join('').toUpperCase() || '?';
}
