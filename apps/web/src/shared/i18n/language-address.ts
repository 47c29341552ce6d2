import { parsePath, type Path, type To } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './language';

/** The query parameter that names a page's language (the server reads the same one: seo-language.ts). */
export const LANGUAGE_PARAM = 'lang';

/** The language an address's query string names, if it names a valid one. */
export function languageInSearch(search: string): Language | undefined {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return isLanguage(value) ? value : undefined;
}

/**
 * `to` as an address in `language` (decision 113): English carries `?lang=en`; Korean, the default, carries no
 * parameter (a `?lang=ko` is dropped). The path, the other parameters (the roster's filters) and the hash are kept;
 * an address already right is returned as it was, so its query string is not re-encoded.
 */
export function addressInLanguage(to: To, language: Language): Partial<Path> {
  const path = typeof to === 'string' ? parsePath(to) : to;
  const params = new URLSearchParams(path.search ?? '');
  const wanted = language === DEFAULT_LANGUAGE ? null : language;
  if (params.get(LANGUAGE_PARAM) === wanted && params.getAll(LANGUAGE_PARAM).length <= 1) return path;
  params.delete(LANGUAGE_PARAM);
  if (wanted) params.set(LANGUAGE_PARAM, wanted);
  const search = params.toString();
  return { ...path, search: search ? `?${search}` : '' };
}

/** What the address the page was opened with named, read before the site writes a stored choice into it. */
const openingLanguage = typeof window === 'undefined' ? undefined : languageInSearch(window.location.search);

/** The language the link that opened this page named (`?lang=`), if any: a stored choice does not count. */
export function languageOfOpeningLink(): Language | undefined {
  return openingLanguage;
}
