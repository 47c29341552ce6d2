import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Navigator } from 'react-router';
import { LanguageContext } from '@shared/i18n/language-context';
import { DEFAULT_LANGUAGE, readStoredLanguage, resolveInitialLanguage, storeLanguage, type Language } from '@shared/i18n/language';
import { addressInLanguage, languageInSearch } from '@shared/i18n/language-address';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/**
 * The browser's history, its first address written in the language the page opens in: a page opened without
 * `?lang=` by a visitor whose stored choice is English gets `?lang=en` (replaced, not a new entry), so from the first
 * screen on the address says what the visitor sees.
 */
function openHistory(): BrowserHistory {
  const history = createBrowserHistory({ window, v5Compat: true });
  const { pathname, search, hash, state } = history.location;
  const language = resolveInitialLanguage(search, readStoredLanguage());
  if (languageInSearch(search) === undefined && language !== DEFAULT_LANGUAGE) {
    history.replace(addressInLanguage({ pathname, search, hash }, language), state);
  }
  return history;
}

/**
 * react-router's BrowserRouter, with the language in the address (decision 113): the page's language is the
 * address's `?lang=` (none: Korean, the default); every address the router writes (links' href, navigation) is put in
 * the current language, so internal links keep it without each link knowing; the KOR / ENG switch replaces the current
 * entry with the same page in the other language (path, other parameters, hash, history state and scroll kept).
 */
export function LanguageRouter({ children }: { children: ReactNode }) {
  const [history] = useState(openHistory);
  const [state, setState] = useState({ action: history.action, location: history.location });
  // Like BrowserRouter: a navigation renders in a transition, so the current page stays until the next is ready.
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);

  const language = languageInSearch(state.location.search) ?? DEFAULT_LANGUAGE;
  useEffect(() => {
    document.documentElement.lang = language;
    storeLanguage(language);
  }, [language]);

  const navigator = useMemo<Navigator>(
    () => ({
      createHref: (to) => history.createHref(addressInLanguage(to, language)),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, entryState) => history.push(addressInLanguage(to, language), entryState),
      replace: (to, entryState) => history.replace(addressInLanguage(to, language), entryState),
    }),
    [history, language],
  );

  const setLanguage = useCallback(
    (next: Language) => {
      const { pathname, search, hash, state: entryState } = history.location;
      const kept = typeof entryState === 'object' && entryState !== null ? entryState : {};
      history.replace(addressInLanguage({ pathname, search, hash }, next), { ...kept, keepScroll: true });
    },
    [history],
  );
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);

  return (
    <LanguageContext value={value}>
      <Router location={state.location} navigationType={state.action} navigator={navigator}>
        {children}
      </Router>
    </LanguageContext>
  );
}
