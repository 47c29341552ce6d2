import type { Language } from './seo-language';

/** Words of the server-rendered heads that the database does not hold, per language. */
export interface SeoTexts {
  tagline: string;
  roster: string;
  casting: string;
  apply: string;
  contact: string;
  privacy: (siteName: string) => string;
  artistRole: (siteName: string) => string;
  video: (section: 'production' | 'news', siteName: string) => string;
  height: string;
  notFound: string;
}

export const SEO_TEXTS: Record<Language, SeoTexts> = {
  ko: {
    tagline: '모델 · 아티스트 매니지먼트 & 영상 프로덕션',
    roster: '소속 모델 · 아티스트',
    casting: '캐스팅 문의: 브랜드, 촬영 일정, 사용 기간과 범위, 희망 모델을 알려주세요.',
    apply: '모델 지원: 자연스러운 사진 3~6장과 기본 정보를 보내 주세요. 지원서는 12개월 보관 후 파기합니다.',
    contact: '연락처',
    privacy: (siteName) => `${siteName}가 처리하는 개인정보의 항목, 목적, 보유 기간과 정보주체의 권리 (개인정보 보호법 제30조)`,
    artistRole: (siteName) => `${siteName} 소속 모델 · 아티스트`,
    video: (section, siteName) => `${siteName} ${section === 'news' ? '뉴스' : '프로덕션'} 영상`,
    height: '키',
    notFound: '페이지를 찾을 수 없습니다.',
  },
  en: {
    tagline: 'Model · Artist Management & Video Production',
    roster: 'Models and artists',
    casting: 'Casting inquiry: tell us the brand, shooting date, usage period and scope, and the model you would like.',
    apply: 'Become a model: send us 3 to 6 natural photos and a few details. Applications are kept for 12 months, then deleted.',
    contact: 'Contact',
    privacy: (siteName) => `What personal information ${siteName} processes, why, for how long, and your rights (Personal Information Protection Act, Art. 30)`,
    artistRole: (siteName) => `Model and artist at ${siteName}`,
    video: (section, siteName) => `${section === 'news' ? 'News' : 'Production'} video by ${siteName}`,
    height: 'Height',
    notFound: 'Page not found.',
  },
};

const MAX_DESCRIPTION = 160;

/** One line of at most 160 characters (cut at a word when it can be), for meta descriptions. */
export function summarize(...parts: (string | undefined)[]): string {
  const text = parts
    .map((p) => (p ?? '').replace(/\s+/g, ' ').trim())
    .filter((p) => p !== '')
    .join(' · ');
  if (text.length <= MAX_DESCRIPTION) return text;
  const cut = text.slice(0, MAX_DESCRIPTION - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_DESCRIPTION * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
