export const LANGUAGES = ['ko', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';
export const LANGUAGE_STORAGE_KEY = 'language';

/** Labels of the header switch (SPEC: KOR / ENG). */
export const LANGUAGE_LABELS: Record<Language, string> = { ko: 'KOR', en: 'ENG' };

export function isLanguage(value: unknown): value is Language {
  return value === 'ko' || value === 'en';
}

/** `?lang=` wins over the stored choice; KOR is the default. */
export function resolveInitialLanguage(search: string, stored: string | null): Language {
  const fromUrl = new URLSearchParams(search).get('lang');
  if (isLanguage(fromUrl)) return fromUrl;
  if (isLanguage(stored)) return stored;
  return DEFAULT_LANGUAGE;
}

/** A dictionary with the same keys in both languages. */
/** The visitor's stored KOR/ENG choice, or null (none, or storage unavailable). */
export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Remembers the choice; without storage (private mode) the address or the page still carries it. */
export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage unavailable: nothing to remember it in.
  }
}

export type Dictionary<T> = Record<Language, T>;
