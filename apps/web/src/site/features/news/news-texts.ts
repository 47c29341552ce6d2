import type { Dictionary } from '@shared/i18n/language';

export const newsTexts: Dictionary<{ tabs: string; photoAlt: string; noVideos: string; noPhotos: string }> = {
  ko: { tabs: '뉴스 콘텐츠', photoAlt: '뉴스 사진', noVideos: '등록된 영상이 없습니다.', noPhotos: '등록된 사진이 없습니다.' },
  en: { tabs: 'News content', photoAlt: 'News photo', noVideos: 'No videos yet.', noPhotos: 'No photos yet.' },
};
