import type { SlotLayout } from '../page-editor/slot-layout';

/** CONTACT_INFO: 9 texts (SPEC section 3). */
export const contactLayout: SlotLayout = {
  code: 'CONTACT_INFO',
  textInput: 'line',
  texts: [
    '주소 (한국어)',
    '상세 주소 (한국어)',
    '인스타그램 링크',
    '카카오톡 링크',
    '이메일',
    '카카오톡 ID',
    '인스타그램 ID',
    '주소 (영문)',
    '상세 주소 (영문)',
  ],
  images: [],
  groups: [
    { title: '주소', images: [], texts: [1, 2, 8, 9] },
    { title: '연락처 링크', images: [], texts: [3, 4] },
    { title: '캐스팅 문의 안내', images: [], texts: [5, 6, 7] },
  ],
};
