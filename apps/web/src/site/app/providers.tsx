import type { ReactNode } from 'react';
import { LanguageRouter } from './language-router';

/** The public site's router and language, one provider: the language lives in the address (decision 113). */
export function AppProviders({ children }: { children: ReactNode }) {
  return <LanguageRouter>{children}</LanguageRouter>;
}
