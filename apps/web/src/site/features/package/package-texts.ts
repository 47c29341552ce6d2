import type { Dictionary } from '@shared/i18n/language';

export const packageTexts: Dictionary<{
  label: string;
  forClient: (client: string) => string;
  openUntil: (day: string) => string;
  artistCount: (count: number) => string;
  favouriteCount: (count: number) => string;
  favourite: string;
  favouriteHint: string;
  showProfile: string;
  hideProfile: string;
  portfolio: string;
  polaroids: string;
  polaroidAlt: string;
  photoAlt: string;
  videos: string;
  videoTitle: (name: string, index: number) => string;
  unsupportedVideo: string;
  commentLabel: string;
  commentHint: (max: number) => string;
  sendComment: string;
  commentSent: string;
  sendFailed: string;
  tooMany: string;
  expiredTitle: string;
  expiredBody: string;
  notFoundTitle: string;
  notFoundBody: string;
  loadFailed: string;
  loadFailedBody: string;
  home: string;
  request: string;
  decline: string;
  statusHint: string;
  viewLabel: string;
  viewGrid: string;
  viewList: string;
  viewCompare: (count: number) => string;
  compare: (name: string) => string;
  compareShort: string;
  compareHint: string;
  compareFull: string;
  removeFromCompare: (name: string) => string;
  shortlistedOnly: string;
  noneShortlisted: string;
  allCompCards: string;
  booker: string;
}> = {
  ko: {
    label: 'PACKAGE',
    forClient: (client) => `${client} 님께 보내드리는 아티스트 제안`,
    openUntil: (day) => `${day}까지 열람할 수 있습니다.`,
    artistCount: (count) => `아티스트 ${count}명`,
    favouriteCount: (count) => `관심 아티스트 ${count}명`,
    favourite: '관심 아티스트',
    favouriteHint: '선택하면 에이전시에 바로 전달됩니다.',
    showProfile: '프로필 보기',
    hideProfile: '프로필 접기',
    portfolio: 'PORTFOLIO',
    polaroids: 'POLAROIDS',
    polaroidAlt: '폴라로이드',
    photoAlt: '사진',
    videos: 'VIDEOS',
    videoTitle: (name, index) => `${name} 영상 ${index}`,
    unsupportedVideo: '이 동영상 주소는 재생할 수 없습니다.',
    commentLabel: '에이전시에 남길 코멘트',
    commentHint: (max) => `일정, 조건, 궁금한 점을 적어 주세요. 최대 ${max.toLocaleString('en-US')}자.`,
    sendComment: '코멘트 보내기',
    commentSent: '코멘트를 보냈습니다.',
    sendFailed: '보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
    tooMany: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    expiredTitle: '열람 기간이 끝난 패키지입니다.',
    expiredBody: '새 링크가 필요하시면 에이전시에 문의해 주세요.',
    notFoundTitle: '패키지를 찾을 수 없습니다.',
    notFoundBody: '링크가 정확한지 확인하시거나 에이전시에 문의해 주세요.',
    loadFailed: '패키지를 불러오지 못했습니다.',
    loadFailedBody: '잠시 후 다시 시도해 주세요.',
    home: '홈으로',
    request: '섭외 요청',
    decline: '제외',
    statusHint: '관심 아티스트, 섭외 요청, 제외 중 하나를 고르면 에이전시에 바로 전달됩니다. 다시 누르면 취소됩니다.',
    viewLabel: '보기 방식',
    viewGrid: '한눈에 보기',
    viewList: '프로필',
    viewCompare: (count) => `비교 (${count})`,
    compare: (name) => `${name} 비교에 담기`,
    compareShort: '비교',
    compareHint: '비교할 아티스트를 2~4명 고르세요.',
    compareFull: '4명까지 비교할 수 있습니다.',
    removeFromCompare: (name) => `${name} 비교에서 빼기`,
    shortlistedOnly: '관심 · 섭외 요청만 보기',
    noneShortlisted: '아직 관심 아티스트나 섭외 요청한 아티스트가 없습니다.',
    allCompCards: '전체 컴프카드 (PDF)',
    booker: '담당',
  },
  en: {
    label: 'PACKAGE',
    forClient: (client) => `Prepared for ${client}`,
    openUntil: (day) => `Available until ${day}.`,
    artistCount: (count) => `${count} ${count === 1 ? 'artist' : 'artists'}`,
    favouriteCount: (count) => `${count} ${count === 1 ? 'favourite' : 'favourites'}`,
    favourite: 'Favourite',
    favouriteHint: 'The agency sees your choice at once.',
    showProfile: 'View profile',
    hideProfile: 'Close profile',
    portfolio: 'PORTFOLIO',
    polaroids: 'POLAROIDS',
    polaroidAlt: 'Polaroid',
    photoAlt: 'Photo',
    videos: 'VIDEOS',
    videoTitle: (name, index) => `${name} video ${index}`,
    unsupportedVideo: 'This video address cannot be played.',
    commentLabel: 'Comment for the agency',
    commentHint: (max) => `Dates, terms or questions. Up to ${max.toLocaleString('en-US')} characters.`,
    sendComment: 'Send comment',
    commentSent: 'Comment sent.',
    sendFailed: 'Could not send. Please try again in a moment.',
    tooMany: 'Too many requests. Please try again in a moment.',
    expiredTitle: 'This package has expired.',
    expiredBody: 'Please contact the agency if you need a new link.',
    notFoundTitle: 'This package could not be found.',
    notFoundBody: 'Please check the link, or contact the agency.',
    loadFailed: 'The package could not be loaded.',
    loadFailedBody: 'Please try again in a moment.',
    home: 'Home',
    request: 'Request',
    decline: 'Decline',
    statusHint: 'Favourite, request or decline: the agency sees your answer at once. Press again to take it back.',
    viewLabel: 'View',
    viewGrid: 'Contact sheet',
    viewList: 'Profiles',
    viewCompare: (count) => `Compare (${count})`,
    compare: (name) => `Compare ${name}`,
    compareShort: 'Compare',
    compareHint: 'Choose 2 to 4 artists to compare.',
    compareFull: 'Up to 4 artists can be compared.',
    removeFromCompare: (name) => `Remove ${name} from the comparison`,
    shortlistedOnly: 'Favourites and requests only',
    noneShortlisted: 'No favourites or requests yet.',
    allCompCards: 'All comp cards (PDF)',
    booker: 'Your contact',
  },
};
