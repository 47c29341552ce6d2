import type { Dictionary } from '@shared/i18n/language';

export const videoTexts: Dictionary<{
  loadFailed: string;
  loadFailedBody: string;
  notFound: string;
  notFoundBody: string;
  back: string;
  player: string;
  unsupported: string;
  playerFailed: string;
  watchOn: (platform: string) => string;
}> = {
  ko: {
    loadFailed: '비디오를 불러오는데 실패했습니다.',
    notFound: '비디오를 찾을 수 없습니다.',
    notFoundBody: '주소가 바뀌었거나 삭제된 영상입니다. 목록에서 다른 영상을 볼 수 있습니다.',
    loadFailedBody: '잠시 후 다시 시도해 주세요.',
    back: '목록으로',
    player: '동영상 플레이어',
    unsupported: '이 동영상 주소는 재생할 수 없습니다.',
    playerFailed: '플레이어를 불러오지 못했습니다.',
    watchOn: (platform) => `${platform}에서 보기`,
  },
  en: {
    loadFailed: 'Failed to load the video.',
    notFound: 'Video not found.',
    notFoundBody: 'The address may have changed, or the video was removed. The list has the others.',
    loadFailedBody: 'Please try again in a moment.',
    back: 'Back to list',
    player: 'Video player',
    unsupported: 'This video address cannot be played.',
    playerFailed: 'The player could not be loaded.',
    watchOn: (platform) => `Watch on ${platform}`,
  },
};
