import type { Dictionary } from '@shared/i18n/language';

type FooterTexts = {
  label: string;
  companyName: string;
  representative: string;
  businessNumber: string;
  email: string;
  kakao: string;
  instagram: string;
};

export const footerTexts: Dictionary<FooterTexts> = {
  ko: {
    label: '회사 정보',
    companyName: '상호',
    representative: '대표',
    businessNumber: '사업자등록번호',
    email: '이메일',
    kakao: '카카오톡',
    instagram: '인스타그램',
  },
  en: {
    label: 'Company information',
    companyName: 'Company',
    representative: 'Representative',
    businessNumber: 'Business registration no.',
    email: 'Email',
    kakao: 'KakaoTalk',
    instagram: 'Instagram',
  },
};
