import type { Dictionary } from '@shared/i18n/language';

export const contactTexts: Dictionary<{
  pageTitle: string;
  addressKo: string;
  addressEn: string;
  casting: string;
  castingLead: string;
  newTab: string;
}> = {
  ko: {
    pageTitle: 'CONTACT',
    addressKo: '주소',
    addressEn: '영문 주소',
    casting: 'CASTING',
    castingLead: '캐스팅 및 섭외 문의는 아래 연락처로 보내주세요.',
    newTab: '새 탭에서 열림',
  },
  en: {
    pageTitle: 'CONTACT',
    addressKo: 'ADDRESS (KOREAN)',
    addressEn: 'ADDRESS',
    casting: 'CASTING',
    castingLead: 'For casting and booking inquiries, reach us here.',
    newTab: 'opens in a new tab',
  },
};
