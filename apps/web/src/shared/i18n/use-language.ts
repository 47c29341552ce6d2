import { useContext } from 'react';
import { LanguageContext } from './language-context';
import type { Dictionary } from './language';

export function useLanguage() {
  return useContext(LanguageContext);
}

/** The current language's half of a bilingual dictionary. */
export function useTexts<T>(dictionary: Dictionary<T>): T {
  return dictionary[useLanguage().language];
}
