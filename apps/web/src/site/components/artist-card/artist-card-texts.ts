import type { Dictionary } from '@shared/i18n/language';

export const artistCardTexts: Dictionary<{
  /** Alt text of a card photo; it differs from the visible name so screen readers hear more than a repeat. */
  portraitOf: (korName: string, engName: string) => string;
}> = {
  ko: { portraitOf: (korName, engName) => `${korName || engName} 프로필 사진` },
  en: { portraitOf: (korName, engName) => `Portrait of ${engName || korName}` },
};
