import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LanguageContext } from './language-context';
import { readStoredLanguage, resolveInitialLanguage, storeLanguage, type Language } from './language';

/**
 * The KOR/ENG choice held in state, remembered and kept in `<html lang>`: for components rendered without the
 * router (unit tests). The public site keeps the language in the address instead (site/app/language-router.tsx,
 * decision 113).
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(() => resolveInitialLanguage(window.location.search, readStoredLanguage()));

  useEffect(() => {
    document.documentElement.lang = language;
    storeLanguage(language);
  }, [language]);

  const setLanguage = useCallback((next: Language) => setLanguageState(next), []);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}
