import type { Dictionary } from '@shared/i18n/language';

export const videoTexts: Dictionary<{ loadFailed: string; notFound: string; back: string; player: string; unsupported: string }> = {
  ko: {
    loadFailed: '비디오를 불러오는데 실패했습니다.',
    notFound: '비디오를 찾을 수 없습니다.',
    back: '목록으로',
    player: '동영상 플레이어',
    unsupported: '이 동영상 주소는 재생할 수 없습니다.',
  },
  en: {
    loadFailed: 'Failed to load the video.',
    notFound: 'Video not found.',
    back: 'Back to list',
    player: 'Video player',
    unsupported: 'This video address cannot be played.',
  },
};
