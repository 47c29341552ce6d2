import type { Dictionary } from './language';

/** Words used by several features. */
export const commonTexts: Dictionary<{
  loading: string;
  close: string;
  newTab: string;
  imageViewer: string;
  enlargeImage: string;
  previousImage: string;
  nextImage: string;
  imagePosition: (position: number, total: number) => string;
  play: string;
  pageLoadFailed: string;
  reload: string;
}> = {
  ko: {
    loading: '불러오는 중...',
    close: '닫기',
    newTab: '새 탭에서 열림',
    imageViewer: '이미지 크게 보기',
    enlargeImage: '크게 보기',
    previousImage: '이전 사진',
    nextImage: '다음 사진',
    imagePosition: (position, total) => `${total}장 중 ${position}번째`,
    play: '재생',
    pageLoadFailed: '페이지를 불러오지 못했습니다.',
    reload: '새로고침',
  },
  en: {
    loading: 'Loading...',
    close: 'Close',
    newTab: 'opens in a new tab',
    imageViewer: 'Image viewer',
    enlargeImage: 'Enlarge',
    previousImage: 'Previous picture',
    nextImage: 'Next picture',
    imagePosition: (position, total) => `${position} of ${total}`,
    play: 'Play',
    pageLoadFailed: 'The page could not be loaded.',
    reload: 'Reload',
  },
};
