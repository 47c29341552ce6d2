import type { SlotLayout } from './slot-layout';

const sections = [1, 2, 3, 4] as const;

/** ABOUT_INFO: 5 images, 16 texts (1-4 KO bodies, 5-8 EN bodies, 9/10 title, 11-13 KO and 14-16 EN subtitles of sections 2-4). */
export const aboutLayout: SlotLayout = {
  code: 'ABOUT_INFO',
  textInput: 'area',
  texts: [
    ...sections.map((n) => `섹션 ${n} 본문 (한국어)`),
    ...sections.map((n) => `섹션 ${n} 본문 (영문)`),
    '한국어 제목',
    '영문 제목',
    ...[2, 3, 4].map((n) => `섹션 ${n} 부제 (한국어)`),
    ...[2, 3, 4].map((n) => `섹션 ${n} 부제 (영문)`),
  ],
  images: ['상단 대표 이미지', ...sections.map((n) => `섹션 ${n} 이미지`)],
  groups: [
    { title: '상단', images: [1], texts: [9, 10] },
    { title: '섹션 1', images: [2], texts: [1, 5] },
    { title: '섹션 2', images: [3], texts: [11, 14, 2, 6] },
    { title: '섹션 3', images: [4], texts: [12, 15, 3, 7] },
    { title: '섹션 4', images: [5], texts: [13, 16, 4, 8] },
  ],
};

/** PRODUCTION_INFO and NEWS_INFO: image 1; texts 1 KO description, 2 EN description, 3 KO title, 4 EN title. */
function infoLayout(code: 'PRODUCTION_INFO' | 'NEWS_INFO'): SlotLayout {
  return {
    code,
    textInput: 'area',
    texts: ['한국어 설명', '영문 설명', '한국어 제목', '영문 제목'],
    images: ['상단 이미지'],
    groups: [
      { title: '상단 이미지', images: [1], texts: [] },
      { title: '제목', images: [], texts: [3, 4] },
      { title: '설명', images: [], texts: [1, 2] },
    ],
  };
}

export const productionLayout = infoLayout('PRODUCTION_INFO');
export const newsLayout = infoLayout('NEWS_INFO');
