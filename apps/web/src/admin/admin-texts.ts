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
  closeMessage: '알림 닫기',
  undo: '되돌리기',
  dangerZone: '삭제',
  viewOnSite: '사이트에서 보기',
  opensInNewTab: '(새 탭에서 열림)',
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
  cancelUploads: '업로드 취소',
  dropHint: '사진 파일을 여기로 끌어다 놓아도 됩니다. 여러 장을 한 번에 올릴 수 있습니다.',
  uploadsCancelled: '업로드를 취소했습니다. 저장되지 않았습니다.',
  retryHint: '다시 저장하면 실패한 파일만 다시 올립니다.',
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
  keptDraftText: (at: string) => `${at}까지 이 화면에서 입력하고 저장하지 않은 내용을 이 브라우저에 보관해 두었습니다. 복원하면 지금 불러온 내용 위에 그대로 채워지고, 저장해야 반영됩니다. 그사이 다른 관리자가 이 화면을 수정했다면 저장할 때 항목별로 합칠 수 있습니다.`,
  keptDraftRestore: '복원',
  keptDraftDiscard: '버리기',
  draftKeptAt: (time: string) => `입력한 내용을 이 브라우저에 보관함 (${time})`,
} as const;

/**
 * Picking files and sending them (decision 102): why a file is refused when picked or dropped, why an upload failed,
 * and the per-file actions of the progress list.
 */
export const uploadTexts = {
  refused: (lines: string) => `올릴 수 없는 파일이 있어 목록에 넣지 않았습니다.\n${lines}`,
  fileLine: (name: string, reason: string) => `${name}: ${reason}`,
  notAnImageType: `지원하지 않는 이미지 형식입니다. ${ACCEPTED_IMAGE_NAMES} 파일만 올릴 수 있습니다.`,
  tooLarge: (size: string, limit: string) => `파일이 너무 큽니다(${size}). 사진은 ${limit}까지 올릴 수 있으니 줄여서 다시 고르세요.`,
  notImageContent: (extension: string) => `파일 내용이 ${extension} 이미지가 아닙니다. 이름만 바꾼 파일이거나 손상된 파일입니다.`,
  unreadable: '파일을 읽을 수 없습니다. 다시 골라 주세요.',
  // An upload that was sent and failed
  serverTooLarge: (limit: string) => `서버가 받지 않았습니다: ${limit}보다 큰 파일입니다.`,
  serverContent: '서버가 받지 않았습니다: 파일 내용이 이미지 형식과 맞지 않습니다.',
  expired: '업로드 주소가 만료되었습니다. 다시 시도하세요.',
  serverError: (status: number) => `서버 오류(${status})로 올리지 못했습니다. 잠시 후 다시 시도하세요.`,
  network: '네트워크 연결이 끊겨 올리지 못했습니다. 연결을 확인한 뒤 다시 시도하세요.',
  failedOther: (status: number) => `올리지 못했습니다(응답 ${status}).`,
  failedUnknown: '올리지 못했습니다. 다시 시도하세요.',
  cancelledOne: (name: string) => `${name} 업로드를 취소했습니다. 저장되지 않았습니다. 그 파일을 빼거나 다시 시도한 뒤 저장하세요.`,
  // The progress list
  status: { queued: '대기 중', uploading: '업로드 중', done: '완료', failed: '실패', cancelled: '취소됨' },
  cancelOne: '취소',
  cancelOneLabel: (name: string) => `${name} 업로드 취소`,
  retry: '다시 시도',
  retryLabel: (name: string) => `${name} 다시 시도 (저장을 다시 합니다)`,
  removeFile: '빼기',
  removeFileLabel: (name: string) => `${name} 빼기`,
  removed: (name: string) => `${name}을(를) 뺐습니다. 저장해야 반영됩니다.`,
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

/** Two-factor sign-in (decision 084): the login's second step, setting it up, recovery codes. */
export const twoFactorTexts = {
  codeTitle: '2단계 인증',
  codeLead: '인증 앱에 표시된 6자리 코드를 입력하세요. 휴대폰이 없으면 복구 코드를 입력할 수 있습니다.',
  code: '인증 코드',
  verify: '확인',
  codeFailed: '코드가 맞지 않습니다. 다시 입력하세요.',
  timedOut: '로그인 시간이 지났습니다. 처음부터 다시 로그인하세요.',
  tooMany: '시도가 너무 많습니다. 잠시 후 다시 시도하세요.',
  enrolTitle: '2단계 인증 설정',
  enrolLead: '이 사이트는 모든 계정에 2단계 인증을 요구합니다. 설정을 마치면 로그인됩니다.',
  scan: 'Google Authenticator, Microsoft Authenticator 같은 인증 앱으로 QR 코드를 스캔하세요.',
  qrAlt: '인증 앱에 추가할 QR 코드',
  typeInstead: 'QR 코드를 스캔할 수 없으면 이 키를 직접 입력하세요:',
  firstCode: '앱에 표시된 6자리 코드',
  turnOn: '2단계 인증 켜기',
  recoveryTitle: '복구 코드',
  recoveryOnce: '휴대폰을 잃어버렸을 때 코드 대신 한 번씩 쓸 수 있습니다. 지금 한 번만 보이니 안전한 곳에 적어 두세요.',
  recoveryDone: '적어 두었습니다',
  recoveryCopy: '복구 코드 복사',
  recoveryDownload: '텍스트 파일로 받기',
  recoveryCopied: '복구 코드를 복사했습니다. 안전한 곳에 붙여 넣어 두세요.',
  recoveryCopyFailed: '복사하지 못했습니다. 코드를 직접 적어 두거나 텍스트 파일로 받으세요.',
  recoveryDownloaded: '복구 코드 파일을 받았습니다. 안전한 곳에 보관하세요.',
  recoveryFileTitle: (host: string) => `${host} 관리자 2단계 인증 복구 코드`,
  recoveryFileNote: '각 코드는 한 번만 쓸 수 있습니다. 인증 앱을 쓸 수 없을 때 6자리 코드 대신 입력하세요.',
  backToLogin: '처음으로',
} as const;

/** Reordering by dragging (components/sortable): the handle and what a screen reader hears. */
export const sortableTexts = {
  handle: (label: string) => `${label} 순서 옮기기`,
  instructions: '순서를 바꾸려면 스페이스나 엔터로 집고, 화살표 키로 옮긴 뒤 스페이스나 엔터로 내려놓으세요. Esc를 누르면 취소됩니다.',
  picked: (label: string, at: number, total: number) => `${label}을(를) 집었습니다. 지금 ${total}개 중 ${at}번째입니다.`,
  over: (label: string, at: number, total: number) => `${label}: ${total}개 중 ${at}번째 자리`,
  outside: (label: string) => `${label}: 목록 밖`,
  dropped: (label: string, at: number, total: number) => `${label}을(를) ${total}개 중 ${at}번째에 놓았습니다.`,
  cancelled: (label: string) => `${label} 옮기기를 취소했습니다.`,
  moved: '순서를 바꿨습니다. 저장해야 반영됩니다.',
} as const;

export const layoutTexts = {
  brand: 'ADMIN',
  menu: '관리자 메뉴',
  openMenu: '메뉴 열기',
  closeMenu: '메뉴 닫기',
  logout: '로그아웃',
  signedInAs: '로그인: ',
} as const;
