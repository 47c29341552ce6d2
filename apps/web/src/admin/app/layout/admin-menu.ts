import { publicPagePath } from '@agency/contract/public-pages';
import { ADMIN_PATHS } from '@admin/lib/admin-paths';

/** The admin sidebar: home entries, then one group per area of the site (SPEC section 2). */
export type MenuItem = {
  to: string;
  label: string;
  external?: boolean;
  /** A count shown next to the label: the inquiries nobody has handled yet. */
  badge?: 'newInquiries';
  /** Shown to full admins only (decision 083). */
  adminOnly?: true;
};
export type MenuGroup = { title: string; items: MenuItem[] };

export const ADMIN_MENU: MenuGroup[] = [
  {
    title: '홈',
    items: [
      { to: publicPagePath('home'), label: '공개 사이트 보기', external: true },
      { to: ADMIN_PATHS.dashboard, label: '대시보드 (조회수)' },
      { to: ADMIN_PATHS.trafficStats, label: '유입 경로 통계' },
      { to: ADMIN_PATHS.homeSections, label: '홈 화면 섹션' },
    ],
  },
  { title: 'ABOUT', items: [{ to: ADMIN_PATHS.aboutPage, label: '소개 페이지 편집' }] },
  {
    title: 'MANAGEMENT',
    items: [
      { to: ADMIN_PATHS.createArtist, label: '아티스트 등록' },
      { to: ADMIN_PATHS.chooseArtist, label: '아티스트 수정' },
      { to: ADMIN_PATHS.artistVisibility, label: '아티스트 노출 관리' },
      { to: ADMIN_PATHS.artistOrder, label: '아티스트 순서' },
      { to: ADMIN_PATHS.boards, label: '보드 관리' },
      { to: ADMIN_PATHS.packages, label: '클라이언트 패키지' },
    ],
  },
  {
    title: '부킹',
    items: [
      { to: ADMIN_PATHS.jobs, label: '잡 · 주간 캘린더' },
      { to: ADMIN_PATHS.calendarFeeds, label: '캘린더 구독 링크' },
    ],
  },
  {
    title: 'PRODUCTION',
    items: [
      { to: ADMIN_PATHS.productionPage, label: '프로덕션 페이지 편집' },
      { to: ADMIN_PATHS.productionVideos, label: '프로덕션 영상 관리' },
    ],
  },
  {
    title: 'NEWS',
    items: [
      { to: ADMIN_PATHS.newsPage, label: '뉴스 페이지 편집' },
      { to: ADMIN_PATHS.newsVideos, label: '뉴스 영상 관리' },
      { to: ADMIN_PATHS.newsImages, label: '뉴스 사진 관리' },
    ],
  },
  {
    title: 'CONTACT · CASTING · APPLY',
    items: [
      { to: ADMIN_PATHS.contact, label: '연락처 정보 편집' },
      { to: ADMIN_PATHS.inquiries, label: '캐스팅 문의함', badge: 'newInquiries' },
      { to: ADMIN_PATHS.applications, label: '모델 지원서함' },
    ],
  },
  {
    title: '기타',
    items: [
      { to: ADMIN_PATHS.links, label: '메뉴 링크 편집' },
      { to: ADMIN_PATHS.company, label: '회사 정보 · 개인정보처리방침' },
      { to: ADMIN_PATHS.search, label: '검색 엔진 등록' },
    ],
  },
  {
    title: '계정',
    items: [
      { to: ADMIN_PATHS.history, label: '변경 기록' },
      { to: ADMIN_PATHS.myAccount, label: '내 계정' },
      { to: ADMIN_PATHS.accounts, label: '직원 계정 관리', adminOnly: true },
    ],
  },
];

/** The menu an account sees: editors without the admins' entries. */
export function menuFor(fullAdmin: boolean): MenuGroup[] {
  return ADMIN_MENU.map((group) => ({ ...group, items: group.items.filter((item) => fullAdmin || !item.adminOnly) })).filter((group) => group.items.length > 0);
}

/** Whether a menu entry is the current page (the dashboard only on /admin itself; editArtist under "수정"). */
export function isCurrent(item: MenuItem, pathname: string): boolean {
  if (item.external) return false;
  const path = pathname.replace(/\/+$/, '') || '/';
  if (item.to === ADMIN_PATHS.dashboard) return path === ADMIN_PATHS.dashboard;
  if (item.to === ADMIN_PATHS.chooseArtist && path.startsWith(ADMIN_PATHS.editArtist.replace(':urlName', ''))) return true;
  return path === item.to || path.startsWith(`${item.to}/`);
}
