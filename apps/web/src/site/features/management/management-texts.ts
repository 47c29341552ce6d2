import type { Dictionary } from '@shared/i18n/language';

export const managementTexts: Dictionary<{
  loadFailed: string;
  empty: string;
}> = {
  ko: {
    loadFailed: '아티스트 정보를 불러오는데 실패했습니다.',
    empty: '등록된 아티스트가 없습니다.',
  },
  en: {
    loadFailed: 'Failed to load artist information.',
    empty: 'No artists yet.',
  },
};
