import { createContext } from 'react';
import { DEFAULT_LANGUAGE, type Language } from './language';

export type LanguageContextValue = { language: Language; setLanguage: (language: Language) => void };

export const LanguageContext = createContext<LanguageContextValue>({
  language: DEFAULT_LANGUAGE,
  setLanguage: () => undefined,
});
