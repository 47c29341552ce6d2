import type { Language } from '@shared/i18n/language';

const FORMATS: Record<Language, Intl.DateTimeFormat> = {
  ko: new Intl.DateTimeFormat('ko-KR', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
};

/** A calendar day (YYYY-MM-DD) as readers of `language` write it: 2026년 10월 18일 / 18 October 2026. */
export function formatDay(day: string, language: Language): string {
  return FORMATS[language].format(new Date(`${day}T00:00:00Z`));
}
