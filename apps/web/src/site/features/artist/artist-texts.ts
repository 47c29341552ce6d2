import type { Dictionary } from '@shared/i18n/language';

export const artistTexts: Dictionary<{
  loadFailed: string;
  loadFailedBody: string;
  notFound: string;
  notFoundBody: string;
  backToList: string;
  career: string;
  showMore: string;
  showLess: string;
  videos: string;
  previousVideo: string;
  nextVideo: string;
  noVideos: string;
  videoTitle: string;
  unsupportedVideo: string;
  photos: string;
  photoAlt: string;
  portfolio: string;
  polaroids: string;
  polaroidAlt: string;
  polaroidsTaken: (day: string) => string;
  polaroidsLoadFailed: string;
  newTab: string;
  profile: string;
  book: string;
  previousPictures: string;
  nextPictures: string;
  sections: string;
  videosLink: string;
}> = {
  ko: {
    loadFailed: '아티스트 정보를 불러오는데 실패했습니다.',
    notFound: '아티스트를 찾을 수 없습니다.',
    notFoundBody: '주소가 바뀌었거나 지금은 소개하지 않는 아티스트입니다. 목록에서 다른 아티스트를 만나 보세요.',
    loadFailedBody: '잠시 후 다시 시도해 주세요.',
    backToList: '아티스트 목록으로',
    career: '활동 이력',
    showMore: '더 보기',
    showLess: '접기',
    videos: '영상',
    previousVideo: '이전 영상',
    nextVideo: '다음 영상',
    noVideos: '등록된 영상이 없습니다.',
    videoTitle: '영상',
    unsupportedVideo: '이 동영상 주소는 재생할 수 없습니다.',
    photos: '사진',
    photoAlt: '사진',
    portfolio: 'PORTFOLIO',
    polaroids: 'POLAROIDS',
    polaroidAlt: '폴라로이드',
    polaroidsTaken: (day) => `${day} 촬영`,
    polaroidsLoadFailed: '폴라로이드를 불러오지 못했습니다.',
    newTab: '새 탭에서 열림',
    profile: '프로필',
    book: '이 아티스트 섭외 문의',
    previousPictures: '이전 사진 보기',
    nextPictures: '다음 사진 보기',
    sections: '아티스트 정보 바로가기',
    videosLink: 'VIDEOS',
  },
  en: {
    loadFailed: 'Failed to load artist information.',
    notFound: 'Artist not found.',
    notFoundBody: 'The address may have changed, or the artist is no longer listed. Meet the others on the list.',
    loadFailedBody: 'Please try again in a moment.',
    backToList: 'Back to artists',
    career: 'History',
    showMore: 'Show more',
    showLess: 'Show less',
    videos: 'Videos',
    previousVideo: 'Previous video',
    nextVideo: 'Next video',
    noVideos: 'No videos yet.',
    videoTitle: 'video',
    unsupportedVideo: 'This video address cannot be played.',
    photos: 'Photos',
    photoAlt: 'photo',
    portfolio: 'PORTFOLIO',
    polaroids: 'POLAROIDS',
    polaroidAlt: 'polaroid',
    polaroidsTaken: (day) => `Taken on ${day}`,
    polaroidsLoadFailed: 'Failed to load the polaroids.',
    newTab: 'opens in a new tab',
    profile: 'Profile',
    book: 'Book this artist',
    previousPictures: 'Show previous pictures',
    nextPictures: 'Show next pictures',
    sections: 'On this page',
    videosLink: 'VIDEOS',
  },
};
