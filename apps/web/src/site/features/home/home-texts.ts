import type { Dictionary } from '@shared/i18n/language';

export const homeTexts: Dictionary<{ tagline: string; pause: string; play: string; videoLabel: string }> = {
  ko: {
    tagline: '모델 · 아티스트 매니지먼트 & 영상 프로덕션',
    pause: '배경 영상 일시정지',
    play: '배경 영상 재생',
    videoLabel: '배경 영상',
  },
  en: {
    tagline: 'Model · Artist Management & Video Production',
    pause: 'Pause background video',
    play: 'Play background video',
    videoLabel: 'Background video',
  },
};
