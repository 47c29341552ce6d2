import type { Dictionary } from '@shared/i18n/language';

export const mediaTexts: Dictionary<{ playVideo: (title: string) => string }> = {
  ko: { playVideo: (title) => `${title} 재생` },
  en: { playVideo: (title) => `Play ${title}` },
};
