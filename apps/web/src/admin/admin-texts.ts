/**
 * Every string of the admin area. The admin is Korean only; texts quoted by SPEC.md section 8 are
 * copied exactly (some are re-exported from the contract so server and client say the same words).
 */
import { ACCEPTED_IMAGE_NAMES } from '@agency/contract/media';

export const adminTexts = {
  loading: '불러오는 중...',
  waitGuard: '권한을 확인하는 중...',
  loadFailed: '데이터를 불러오는데 실패했습니다.',
  save: '저장',
  saving: '저장 중...',
  saved: '저장되었습니다!',
  saveFailed: '저장에 실패했습니다:',
  uploadFailed: '이미지 업로드에 실패했습니다.',
  thumbnailUploadFailed: '썸네일 업로드에 실패했습니다.',
  deleteFailed: '삭제에 실패했습니다:',
  deleted: '삭제되었습니다.',
  ok: '확인',
  cancel: '취소',
  confirmTitle: '확인',
  noticeTitle: '알림',
  remove: '삭제',
  add: '추가',
  back: '뒤로',
  confirmRemoveItem: '이 항목을 삭제하시겠습니까? 저장해야 반영됩니다.',
  confirmSave: '변경 내용을 저장하시겠습니까?',
  unsavedTitle: '저장하지 않은 변경 사항',
  unsavedLeave: '저장하지 않은 변경 사항이 있습니다. 이 페이지를 떠나시겠습니까?',
  leave: '떠나기',
  stay: '머무르기',
  unsavedBadge: '저장하지 않은 변경 사항이 있습니다',
  uploadsHeading: '업로드 진행 상황',
  imagePick: '이미지 선택',
  imageChange: '이미지 변경',
  imageNone: '이미지 없음',
  imageChanged: '새 이미지 (저장 시 업로드)',
  priority: '우선순위',
  empty: '항목이 없습니다.',
  screenFailed: '화면을 불러오지 못했습니다.',
  reload: '새로고침',
  fixErrors: '입력 내용을 확인해 주세요.',
  keptDraftTitle: '저장하지 않은 작업이 있습니다',
  keptDraftText: (at: string) => `로그인이 만료되기 전(${at})에 이 화면에서 입력한 내용을 보관해 두었습니다. 복원하면 지금 불러온 내용 위에 그대로 채워지고, 저장해야 반영됩니다. 그사이 다른 관리자가 이 화면을 수정했다면 저장할 때 알려 드립니다.`,
  keptDraftRestore: '복원',
  keptDraftDiscard: '버리기',
  conflictTitle: '다른 관리자가 먼저 수정했습니다',
  conflictText: '저장하지 않았습니다. 입력하신 내용은 아래에 그대로 있으니 필요한 부분을 복사해 두세요. 최신 내용을 불러오면 입력하신 내용은 사라집니다.',
  conflictReload: '최신 내용 불러오기',
  unsupportedImage: (names: string) => `지원하지 않는 이미지 형식입니다: ${names}\n${ACCEPTED_IMAGE_NAMES} 파일을 선택해 주세요.`,
} as const;

export const loginTexts = {
  title: 'LOGIN',
  or: '또는',
  username: 'Username',
  password: 'Password',
  submit: 'LOGIN',
  home: 'HOME',
  failed: 'Invalid username or password',
} as const;

export const layoutTexts = {
  brand: 'ADMIN',
  menu: '관리자 메뉴',
  openMenu: '메뉴 열기',
  closeMenu: '메뉴 닫기',
  logout: '로그아웃',
  signedInAs: '로그인: ',
} as const;
