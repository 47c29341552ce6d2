export const artistTexts = {
  created: '아티스트가 성공적으로 등록되었습니다!',
  updated: '아티스트 정보가 성공적으로 수정되었습니다!',
  confirmCreate: '이 아티스트를 등록하시겠습니까?',
  confirmUpdate: '아티스트 정보를 저장하시겠습니까?',
  confirmDelete: '이 아티스트를 삭제하시겠습니까? 사진, 영상과 함께 삭제되며 되돌릴 수 없습니다.',
  deleteArtist: '아티스트 삭제',
  listLoadFailed: '아티스트 목록을 불러오는데 실패했습니다.',
  infoLoadFailed: '아티스트 정보를 불러오는데 실패했습니다.',
  visibilityFailed: '가시성 설정을 업데이트하는데 실패했습니다.',
} as const;
