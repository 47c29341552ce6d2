import type { SlotLayout } from '../page-editor/slot-layout';

/** LINK_INFO: 3 texts, the header's icon links (SPEC section 3). */
export const linkLayout: SlotLayout = {
  code: 'LINK_INFO',
  textInput: 'line',
  texts: ['카카오톡 링크', '이메일 링크', '인스타그램 링크'],
  images: [],
  groups: [{ title: '헤더 아이콘 링크', images: [], texts: [1, 2, 3] }],
};
