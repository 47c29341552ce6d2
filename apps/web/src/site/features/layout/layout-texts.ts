import type { Dictionary } from '@shared/i18n/language';

type LayoutTexts = {
  skipToContent: string;
  openMenu: string;
  closeMenu: string;
  menu: string;
  mainNavigation: string;
  language: string;
  home: string;
  kakao: string;
  email: string;
  instagram: string;
  newTab: string;
  /** The desktop header's links (decision 113). */
  sections: string;
  boards: string;
  allArtists: string;
};

export const layoutTexts: Dictionary<LayoutTexts> = {
  ko: {
    skipToContent: '본문으로 건너뛰기',
    openMenu: '메뉴 열기',
    closeMenu: '메뉴 닫기',
    menu: '메뉴',
    mainNavigation: '주 메뉴',
    language: '언어 선택',
    home: '홈',
    kakao: '카카오톡',
    email: '이메일',
    instagram: '인스타그램',
    newTab: '새 탭에서 열림',
    sections: '섹션',
    boards: 'MANAGEMENT 보드',
    allArtists: 'ALL',
  },
  en: {
    skipToContent: 'Skip to content',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    mainNavigation: 'Main navigation',
    language: 'Language',
    home: 'Home',
    kakao: 'KakaoTalk',
    email: 'Email',
    instagram: 'Instagram',
    newTab: 'opens in a new tab',
    sections: 'Sections',
    boards: 'MANAGEMENT boards',
    allArtists: 'ALL',
  },
};
