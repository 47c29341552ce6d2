import { ARTIST_FIELDS } from '@agency/contract/artist-fields';

/** One line of the difference view: a property of the target's state before and after the change. */
export type DiffRow = { key: string; label: string; before: unknown; after: unknown; changed: boolean };

const LABELS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(ARTIST_FIELDS).map(([key, field]) => [key, field.adminLabel])),
  priority: '순서 (우선순위)',
  isHidden: '숨김',
  detailImages: '상세 사진',
  detailVideos: '상세 영상',
  polaroids: '폴라로이드',
  polaroidsTakenOn: '폴라로이드 촬영일',
  compCardImages: '컴카드 뒷면 사진',
  boardIds: '보드',
  texts: '글',
  images: '사진',
  videos: '영상',
  slug: '주소',
  artistIds: '아티스트',
  artists: '아티스트',
  title: '제목',
  clientName: '클라이언트',
  noteKo: '안내 (한국어)',
  noteEn: '안내 (영어)',
  language: '언어',
  expiresAt: '만료',
  createdBy: '만든 사람',
  username: '아이디',
  name: '이름',
  role: '권한',
  disabled: '사용 중지',
  twoFactor: '2단계 인증',
  requireTwoFactor: '모든 계정에 2단계 인증 요구',
  retentionDays: '기록 보관 기간 (일)',
  closed: '마감됨',
  closedBy: '마감 방법',
  total: '합계',
  handledAt: '처리한 때',
  status: '상태',
  notes: '메모',
  order: '순서',
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The rows of the difference view: every property of either state (a list state, such as an order, is one row),
 * marked when it changed, in the order the edit screens show them.
 */
export function diffRows(before: unknown, after: unknown): DiffRow[] {
  if (!isRecord(before) && !isRecord(after)) return [{ key: 'order', label: LABELS.order!, before, after, changed: !same(before, after) }];
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  // In the edit forms' order (the labels' order), names without a label after them.
  const rank = (key: string) => (key in LABELS ? Object.keys(LABELS).indexOf(key) : Number.MAX_SAFE_INTEGER);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort((x, y) => rank(x) - rank(y));
  return keys.map((key) => ({
    key,
    label: LABELS[key] ?? key,
    before: isRecord(before) ? b[key] : undefined,
    after: isRecord(after) ? a[key] : undefined,
    changed: !same(isRecord(before) ? b[key] : undefined, isRecord(after) ? a[key] : undefined),
  }));
}

const IMAGE_ADDRESS = /\.(jpe?g|png|webp|gif|avif)(\?.*)?$/i;

/** Whether a text is the address of a picture (shown as a thumbnail). */
export function isImageAddress(value: unknown): value is string {
  return typeof value === 'string' && (value.startsWith('/') || /^https?:\/\//i.test(value)) && IMAGE_ADDRESS.test(value);
}
