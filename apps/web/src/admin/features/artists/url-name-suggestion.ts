import { ARTIST_FIELDS } from '@agency/contract/artist-fields';
import { romanizeKoreanName } from '@admin/lib/korean-romanization';

/**
 * The URL name suggested for an English name: accents dropped, lower case, every run of other characters one
 * hyphen (`Hye Jin` → `hye-jin`, `Zoë O'Neil` → `zoe-o-neil`). It may still be refused (taken); the form checks it.
 */
export function suggestUrlName(engName: string): string {
  return engName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, ARTIST_FIELDS.urlName.max)
    .replace(/^-+|-+$/g, '');
}

/**
 * The URL name suggested for a new artist: from the English name when there is one (the agency's own spelling),
 * else from the Korean name in the Revised Romanization with the usual surname spellings (박서준 → park-seojun).
 */
export function suggestUrlNameFromNames(names: { engName?: string; korName?: string }): string {
  return suggestUrlName(names.engName ?? '') || suggestUrlName(romanizeKoreanName(names.korName ?? ''));
}
