import type { Dictionary } from '@shared/i18n/language';

/** Defaults of the optional home sections (decision 077): shown where the admin left a title or text empty. */
export const homeSectionsTexts: Dictionary<{
  featuredTitle: string;
  productionTitle: string;
  castingTitle: string;
  castingBody: string;
  castingButton: string;
  viewAllArtists: string;
  viewAllProduction: string;
}> = {
  ko: {
    featuredTitle: '소속 아티스트',
    productionTitle: '최근 프로덕션',
    castingTitle: '캐스팅 문의',
    castingBody: '광고, 화보, 영상에 어울리는 모델과 아티스트를 찾고 계신가요? 일정과 조건을 보내 주시면 담당자가 확인 후 연락드립니다.',
    castingButton: '캐스팅 문의하기',
    viewAllArtists: '아티스트 전체 보기',
    viewAllProduction: '프로덕션 전체 보기',
  },
  en: {
    featuredTitle: 'Artists',
    productionTitle: 'Latest production',
    castingTitle: 'Casting',
    castingBody: 'Looking for a model or artist for a campaign, an editorial or a film? Send us the dates and details and our team will get back to you.',
    castingButton: 'Send a casting inquiry',
    viewAllArtists: 'View all artists',
    viewAllProduction: 'View all production',
  },
};
