import type { Language } from '@shared/i18n/language';

/** The 9-item message template (SPEC section 5) the message field starts with. */
const TEMPLATES: Record<Language, string> = {
  ko: [
    '1. 브랜드명 : ',
    '2. 촬영 날짜 : ',
    '3. 촬영 시간 : ',
    '4. 촬영 내용 : ',
    '5. 사용 기간 : ',
    '6. 사용 범위 (각 O / X) : 오프라인 (  ) / 인스타그램·페이스북 (  ) / 2차 광고 (  )',
    '7. 국가 : ',
    '8. 영상 제작 여부 : ',
    '9. 희망 모델명 : ',
  ].join('\n'),
  en: [
    '1. Brand name : ',
    '2. Shooting date : ',
    '3. Shooting hours : ',
    '4. Shooting content : ',
    '5. Usage period : ',
    '6. Usage scope (each Y / N) : Offline (  ) / Instagram·Facebook (  ) / Secondary ads (  )',
    '7. Country : ',
    '8. Video production : ',
    '9. Preferred model name : ',
  ].join('\n'),
};

/**
 * The template in a language; `modelName` fills its last line (the preferred model), as the artist page's
 * booking button asks.
 */
export function messageTemplate(language: Language, modelName = ''): string {
  return modelName.trim() === '' ? TEMPLATES[language] : `${TEMPLATES[language]}${modelName.trim()}`;
}

/** Whether the message is still a template as the form put it there (in any language): nothing typed yet. */
export function isUntouchedTemplate(message: string, modelName = ''): boolean {
  return (Object.keys(TEMPLATES) as Language[]).some((language) => messageTemplate(language, modelName) === message);
}
