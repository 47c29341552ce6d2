import type { Dictionary } from '@shared/i18n/language';

export const artistCardTexts: Dictionary<{
  /** Alt text of a card photo; it differs from the visible name so screen readers hear more than a repeat. */
  portraitOf: (name: string) => string;
}> = {
  ko: { portraitOf: (name) => `${name} 프로필 사진` },
  en: { portraitOf: (name) => `Portrait of ${name}` },
};
