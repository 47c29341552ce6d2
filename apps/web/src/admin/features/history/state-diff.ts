import { ARTIST_FIELDS } from '@agency/contract/artist-fields';
import type { AuditTargetType } from '@agency/contract/audit';
import { PAGE_CONTENT_CODES, type PageContentCode } from '@agency/contract/page-content';
import { byPriority } from '@agency/contract/page-slots';
import { labelledSlots } from '@admin/lib/slot-layouts';

/** What a row's numbers are: ids of artists or boards, shown by name (decision 108). */
export type RefKind = 'artist' | 'board';

/**
 * One line of the difference view: a property of the target's state before and after the change (a page: one
 * slot, labelled as its edit screen labels it, or one video). `text`: a text compared line by line.
 */
export type DiffRow = { key: string; label: string; before: unknown; after: unknown; changed: boolean; refs?: RefKind; text?: boolean };

/** The target a state belongs to (`{type}:{key}` of the API). */
export type DiffTarget = { type: AuditTargetType; key: string };

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
  titleEn: '제목 (영어)',
  bookerName: '담당자',
  bookerPhone: '담당자 연락처',
  bookerEmail: '담당자 이메일',
  clientName: '클라이언트',
  noteKo: '안내 (한국어)',
  noteEn: '안내 (영어)',
  ko: '메시지 (한국어)',
  en: '메시지 (영문)',
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

/** The names of the properties of a list item (videos, pictures, a package's artists), as the edit screens name them. */
export const ITEM_LABELS: Record<string, string> = {
  title: '제목',
  titleENG: '영문 제목 (ENG)',
  date: '게시일',
  videoUrl: '영상 URL',
  thumbnailImageUrl: '썸네일',
  isYoutube: '플랫폼',
  imageUrl: '사진',
  artistId: '아티스트',
  images: '사진',
  polaroids: '폴라로이드',
  videos: '영상',
};

/** Properties holding ids of artists or boards. */
const REFS: Record<string, RefKind> = { boardIds: 'board', artistIds: 'artist' };
/** Orders: a list of ids. */
const ORDER_REFS: Partial<Record<AuditTargetType, RefKind>> = { roster: 'artist', 'board-order': 'board' };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const row = (key: string, label: string, before: unknown, after: unknown, extra: Partial<DiffRow> = {}): DiffRow => ({ key, label, before, after, changed: !same(before, after), ...extra });

/**
 * The rows of the difference view: every property of either state (a list state, such as an order, is one row),
 * marked when it changed, in the order the edit screens show them; a page's state slot by slot.
 */
export function diffRows(before: unknown, after: unknown, target?: DiffTarget): DiffRow[] {
  if (!isRecord(before) && !isRecord(after)) {
    const refs = target && ORDER_REFS[target.type];
    return [row('order', LABELS.order!, before, after, refs ? { refs } : {})];
  }
  if (target?.type === 'page' && (PAGE_CONTENT_CODES as readonly string[]).includes(target.key)) return pageRows(target.key as PageContentCode, before, after);
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  // In the edit forms' order (the labels' order), names without a label after them.
  const rank = (key: string) => (key in LABELS ? Object.keys(LABELS).indexOf(key) : Number.MAX_SAFE_INTEGER);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort((x, y) => rank(x) - rank(y));
  return keys.map((key) => {
    const [was, is] = [isRecord(before) ? b[key] : undefined, isRecord(after) ? a[key] : undefined];
    // A text compared line by line; a picture's address is shown as its thumbnail instead.
    const text = (typeof was === 'string' || typeof is === 'string') && !isImageAddress(was) && !isImageAddress(is);
    return row(key, LABELS[key] ?? key, was, is, { ...(REFS[key] && { refs: REFS[key] }), ...(text && { text }) });
  });
}

type Item = Record<string, unknown> & { priority: number };
/** A list of a page state, in priority order. */
const listOf = (state: unknown, name: string): Item[] => {
  const list = isRecord(state) ? state[name] : undefined;
  return Array.isArray(list) ? byPriority(list.filter((item): item is Item => isRecord(item) && typeof item.priority === 'number')) : [];
};
const withoutPriority = ({ priority: _priority, ...rest }: Item) => rest;

/**
 * A page's rows: every text and image slot under its label from the edit screen (slots the screen does not show
 * are named by position), then each video under its title, matched by address so a new video does not make every
 * later one look changed, and the videos' order when it changed.
 */
function pageRows(code: PageContentCode, before: unknown, after: unknown): DiffRow[] {
  const values = (state: unknown, kind: 'text' | 'image') => (kind === 'text' ? listOf(state, 'texts').map((t) => t.description) : listOf(state, 'images').map((i) => i.imageUrl));
  const slotRows = (kind: 'text' | 'image', labelled: { slot: number; label: string }[]) => {
    const [was, is] = [values(before, kind), values(after, kind)];
    const named = new Set(labelled.map((field) => field.slot));
    const others = Array.from({ length: Math.max(was.length, is.length) }, (_, i) => i + 1).filter((slot) => !named.has(slot));
    const fields = [...labelled, ...others.map((slot) => ({ slot, label: `${kind === 'text' ? '글' : '사진'} ${slot}` }))];
    return fields.map(({ slot, label }) => row(`${kind}:${slot}`, label, was[slot - 1] ?? '', is[slot - 1] ?? '', kind === 'text' ? { text: true } : {}));
  };
  const slots = labelledSlots(code);
  const images = slotRows('image', slots.filter((field) => field.kind === 'image'));
  const texts = slotRows('text', slots.filter((field) => field.kind === 'text'));
  // On the edit screen images come first in each block; a list code (photos) has no labelled slots.
  const byScreen = slots.map((field) => `${field.kind}:${field.slot}`);
  const rank = (key: string) => (byScreen.includes(key) ? byScreen.indexOf(key) : byScreen.length);
  const slotted = [...images, ...texts].sort((x, y) => rank(x.key) - rank(y.key));
  return [...slotted, ...videoRows(listOf(before, 'videos'), listOf(after, 'videos'))];
}

const titleOf = (video: Item | undefined) => (typeof video?.title === 'string' ? video.title.trim() : '');

/** The videos of a page, each under its title: the same address is the same video; other ones pair in order. */
function videoRows(before: Item[], after: Item[]): DiffRow[] {
  const partner = new Map<number, number>();
  const free = new Set(before.keys());
  after.forEach((video, index) => {
    const match = [...free].find((i) => before[i]!.videoUrl === video.videoUrl);
    if (match === undefined) return;
    partner.set(index, match);
    free.delete(match);
  });
  after.forEach((_video, index) => {
    const next = [...free][0];
    if (partner.has(index) || next === undefined) return;
    partner.set(index, next);
    free.delete(next);
  });
  const rows = after.map((video, index) => {
    const was = partner.has(index) ? before[partner.get(index)!] : undefined;
    return row(`video:${index + 1}`, `영상: ${titleOf(video) || titleOf(was) || index + 1}`, was && withoutPriority(was), withoutPriority(video));
  });
  for (const index of free) rows.push(row(`video:removed:${index + 1}`, `영상: ${titleOf(before[index]) || index + 1}`, withoutPriority(before[index]!), undefined));
  const order = (list: Item[]) => list.map((video, index) => titleOf(video) || `영상 ${index + 1}`);
  // The kept videos' places before, in their order after: moved when not rising.
  const keptOrder = after.flatMap((_video, index) => (partner.has(index) ? [partner.get(index)!] : []));
  if (keptOrder.some((i, n) => n > 0 && i < keptOrder[n - 1]!)) rows.push(row('videos:order', '영상 순서', order(before), order(after)));
  return rows;
}

const IMAGE_ADDRESS = /\.(jpe?g|png|webp|gif|avif)(\?.*)?$/i;

/** Whether a text is the address of a picture (shown as a thumbnail). */
export function isImageAddress(value: unknown): value is string {
  return typeof value === 'string' && (value.startsWith('/') || /^https?:\/\//i.test(value)) && IMAGE_ADDRESS.test(value);
}
