import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LanguageContext } from './language-context';
import { LANGUAGE_STORAGE_KEY, resolveInitialLanguage, type Language } from './language';

function readStored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
}

/**
 * The KOR/ENG choice held in state, remembered and kept in `<html lang>`: for components rendered without the
 * router (unit tests). The public site keeps the language in the address instead (site/app/language-router.tsx,
 * decision 113).
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(() => resolveInitialLanguage(window.location.search, readStored()));

  useEffect(() => {
    document.documentElement.lang = language;
    store(language);
  }, [language]);

  const setLanguage = useCallback((next: Language) => setLanguageState(next), []);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}
