/** Languages of the site as links carry them (`?lang=`); KOR is the default (SPEC section 1). */
export const SEO_LANGUAGES = ['ko', 'en'] as const;
export type Language = (typeof SEO_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';

export const OG_LOCALES: Record<Language, string> = { ko: 'ko_KR', en: 'en_US' };

/** `?lang=ko|en` of a request URL; anything else (absent, repeated wrong, unknown) is undefined. */
export function languageFromUrl(url: string): Language | undefined {
  const q = url.indexOf('?');
  if (q < 0) return undefined;
  const value = new URLSearchParams(url.slice(q + 1)).get('lang');
  return value === 'ko' || value === 'en' ? value : undefined;
}
