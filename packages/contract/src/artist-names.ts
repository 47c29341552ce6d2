// No zod here: the public pages, the server's heads and the comp card name artists with these.

/** What an artist is named by: its two names, and its URL name as the last resort. */
type Named = { readonly korName: string; readonly engName: string; readonly urlName?: string };

/**
 * The name an artist is shown by (docs/decisions/099): its name in `language` (Korean on KOR pages, English on
 * ENG), else its other name, else its URL name. SPEC fixes the language of two places: the roster card and the
 * page title show the English name on both languages' pages, so they ask for `'en'`.
 */
export function artistDisplayName(artist: Named, language: 'ko' | 'en'): string {
  const korName = artist.korName.trim();
  const engName = artist.engName.trim();
  return (language === 'en' ? engName || korName : korName || engName) || (artist.urlName ?? '').trim();
}

/** The artist's name in the other language when it has one besides its display name, else ''. */
export function artistOtherName(artist: Named, language: 'ko' | 'en'): string {
  const other = (language === 'en' ? artist.korName : artist.engName).trim();
  return other !== '' && other !== artistDisplayName(artist, language) ? other : '';
}
