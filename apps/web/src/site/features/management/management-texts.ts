import type { Dictionary } from '@shared/i18n/language';

export const managementTexts: Dictionary<{
  loadFailed: string;
  empty: string;
  all: string;
  boards: string;
  filters: string;
  filterToggle: string;
  filterToggleCount: (count: number) => string;
  search: string;
  searchPlaceholder: string;
  heightFrom: string;
  heightTo: string;
  anyHeight: string;
  reset: string;
  noMatch: string;
  count: (count: number) => string;
  more: string;
  boardNotFound: string;
  boardNotFoundBody: string;
  allArtists: string;
}> = {
  ko: {
    loadFailed: '아티스트 정보를 불러오는데 실패했습니다.',
    empty: '등록된 아티스트가 없습니다.',
    all: 'ALL',
    boards: '보드',
    filters: '아티스트 찾기',
    filterToggle: '필터',
    filterToggleCount: (count) => `필터 (${count})`,
    search: '이름 검색',
    searchPlaceholder: '한글 또는 영문 이름',
    heightFrom: '키 (이상)',
    heightTo: '키 (이하)',
    anyHeight: '전체',
    reset: '초기화',
    noMatch: '조건에 맞는 아티스트가 없습니다.',
    count: (count) => `아티스트 ${count}명`,
    more: '더 보기',
    boardNotFound: '보드를 찾을 수 없습니다',
    boardNotFoundBody: '주소가 바뀌었거나 더 이상 공개되지 않는 보드입니다.',
    allArtists: '전체 아티스트 보기',
  },
  en: {
    loadFailed: 'Failed to load artist information.',
    empty: 'No artists yet.',
    all: 'ALL',
    boards: 'Boards',
    filters: 'Find artists',
    filterToggle: 'Filters',
    filterToggleCount: (count) => `Filters (${count})`,
    search: 'Search by name',
    searchPlaceholder: 'Korean or English name',
    heightFrom: 'Height from',
    heightTo: 'Height to',
    anyHeight: 'Any',
    reset: 'Reset',
    noMatch: 'No artists match.',
    count: (count) => (count === 1 ? '1 artist' : `${count} artists`),
    more: 'Show more',
    boardNotFound: 'Board not found',
    boardNotFoundBody: 'Its address has changed or it is no longer public.',
    allArtists: 'See all artists',
  },
};
