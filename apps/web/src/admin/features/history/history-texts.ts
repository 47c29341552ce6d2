import type { AuditEntry, AuditTargetType } from '@agency/contract/audit';
import { PAGE_NAMES } from '@admin/lib/slot-layouts';

/** The history screens' texts (the admin area is in Korean, SPEC section 2). */
export const historyTexts = {
  title: '변경 기록',
  description: '누가 언제 무엇을 바꿨는지 보고, 바뀌기 전으로 되돌릴 수 있습니다.',
  filters: '기록 거르기',
  person: '사람',
  everyone: '모든 사람',
  targetType: '대상',
  everything: '모든 대상',
  from: '시작일',
  to: '종료일',
  reset: '조건 지우기',
  oneTarget: (label: string) => `이 대상만: ${label}`,
  showAllTargets: '모든 대상 보기',
  empty: '조건에 맞는 기록이 없습니다.',
  more: '더 보기',
  loadingMore: '불러오는 중…',
  at: '일시',
  who: '사람',
  what: '변경',
  target: '대상',
  details: '자세히',
  detailsOf: (label: string) => `${label} 변경 자세히 보기`,
  entryTitle: '변경 자세히',
  back: '변경 기록으로',
  before: '변경 전',
  after: '변경 후',
  none: '(없음)',
  deleted: '삭제됨 (없음)',
  notCreated: '만들기 전 (없음)',
  noDifference: '달라진 내용이 없습니다.',
  showUnchanged: '바뀌지 않은 항목도 보기',
  restore: '변경 전으로 되돌리기',
  restoring: '되돌리는 중…',
  confirmRestore: (label: string) => `${label}을(를) 이 변경 전 상태로 되돌릴까요? 되돌리기도 기록에 남고, 다시 되돌릴 수 있습니다.`,
  confirmForce: '이 변경 뒤에 대상이 다시 바뀌었습니다. 그 뒤의 변경까지 덮어쓰고 되돌릴까요?',
  forceRestore: '덮어쓰고 되돌리기',
  restored: '변경 전 상태로 되돌렸습니다.',
  restoreFailed: '되돌리지 못했습니다.',
  notRestorable: '이 변경은 되돌릴 수 없습니다 (비밀번호, 2단계 인증, 월 마감, 삭제된 개인정보, 다시 보낸 메일).',
  restoredFrom: (id: number) => `#${id} 되돌리기`,
  retentionTitle: '기록 보관 기간',
  retentionLabel: '보관 기간',
  retentionHint: '기간이 지난 기록은 자동으로 지워집니다. 기록에 남은 사진도 그때까지 보관됩니다.',
  retentionSaved: '보관 기간을 저장했습니다.',
  retentionForever: '영구 보관',
  retentionDays: (days: number) => (days % 365 === 0 ? `${days / 365}년` : `${days}일`),
  // Asked before a retention is chosen, with what it deletes (issue 35 item 5, decision 102)
  confirmRetention: (label: string, { entries, files }: { entries: number; files: number }) =>
    entries === 0
      ? `보관 기간을 ${label}${toParticle(label)} 바꿀까요? 지금 지워질 기록은 없습니다. 앞으로 ${label}이 지난 기록과 그 기록에만 남은 사진 파일은 자동으로 지워지고, 지운 것은 되돌릴 수 없습니다.`
      : `보관 기간을 ${label}${toParticle(label)} 바꿀까요? ${label}이 지난 기록 ${entries}건이 몇 시간 안에 지워지고, ${
          files === 0 ? '그 기록에만 남은 사진 파일은 없습니다' : `그 기록에만 남아 있던 사진 파일 ${files}개도 함께 지워집니다`
        }. 지운 기록${files === 0 ? '은' : '과 파일은'} 되돌릴 수 없습니다.`,
  retentionConfirm: '보관 기간 바꾸기',
  previewFailed: '지워질 기록을 확인하지 못해 보관 기간을 바꾸지 않았습니다:',
  retentionFailed: '보관 기간을 저장하지 못했습니다:',
} as const;

/** 로 after a vowel or ㄹ, 으로 after another final consonant ("1년으로", "30일로"). */
function toParticle(word: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  if (code < 0 || code > 11171) return '(으)로';
  const final = code % 28;
  return final === 0 || final === 8 ? '로' : '으로';
}

/** The target types as the filter names them. */
export const TARGET_TYPE_LABELS: Record<AuditTargetType, string> = {
  artist: '아티스트',
  roster: '아티스트 순서',
  page: '페이지 내용',
  board: '보드',
  'board-order': '보드 순서',
  package: '클라이언트 패키지',
  'package-template': '패키지 메일 템플릿',
  account: '직원 계정',
  settings: '설정',
  statistics: '통계 마감',
  inquiry: '캐스팅 문의',
  application: '모델 지원서',
  campaign: '유입 캠페인',
  job: '잡 · 부킹',
};

const ACTION_LABELS: Record<string, string> = {
  'artist.create': '아티스트 등록',
  'artist.update': '아티스트 수정',
  'artist.delete': '아티스트 삭제',
  'artist.visibility': '노출 변경',
  'roster.order': '순서 변경',
  'page.update': '내용 수정',
  'board.create': '보드 추가',
  'board.update': '보드 수정',
  'board.delete': '보드 삭제',
  'board.order': '보드 순서 변경',
  'package.create': '패키지 만들기',
  'package.update': '패키지 수정',
  'package.delete': '패키지 삭제',
  'package-template.update': '메일 템플릿 저장',
  'account.create': '계정 만들기',
  'account.update': '계정 변경',
  'account.reset-password': '비밀번호 재설정',
  'account.change-password': '비밀번호 변경',
  'account.two-factor-on': '2단계 인증 켬',
  'account.two-factor-off': '2단계 인증 끔',
  'account.two-factor-reset': '2단계 인증 초기화',
  'settings.update': '설정 변경',
  'statistics.close-views': '조회수 월 마감',
  'statistics.close-traffic': '유입 경로 월 마감',
  'inquiry.update': '처리 상태 변경',
  'inquiry.resend': '메일 다시 보내기',
  'application.review': '검토 상태 변경',
  'application.delete': '지원서 삭제',
  'campaign.add': '캠페인 이름 등록',
  'campaign.remove': '캠페인 이름 삭제',
  'job.create': '잡 만들기',
  'job.update': '잡 수정',
  'job.delete': '잡 삭제',
  'job.artist': '잡 아티스트 옵션 · 확정',
  'job.expire': '옵션 만료',
  'job.confirmation': '부킹 확정서 발송',
  restore: '되돌리기',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

/** A target as people name it: a page by its Korean name (the API labels pages by code, `ABOUT_INFO`). */
export function targetName(entry: Pick<AuditEntry, 'targetType' | 'target' | 'targetLabel'>): string {
  const key = entry.target.slice(entry.target.indexOf(':') + 1);
  return (entry.targetType === 'page' && (PAGE_NAMES as Record<string, string | undefined>)[key]) || entry.targetLabel;
}

/** A person by display name, with the username where it differs: "김지현 (jihyun)". */
export const personName = (name: string, username: string) => (name === username ? username : `${name} (${username})`);

/** Retention choices (days; null: forever). */
export const RETENTION_CHOICES = [null, 365, 730, 1095, 1825] as const;
