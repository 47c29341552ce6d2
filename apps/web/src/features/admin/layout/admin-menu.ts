/** The admin sidebar: home entries, then one group per area of the site (SPEC section 2). */
export type MenuItem = { to: string; label: string; external?: boolean };
export type MenuGroup = { title: string; items: MenuItem[] };

export const ADMIN_MENU: MenuGroup[] = [
  {
    title: '홈',
    items: [
      { to: '/', label: '공개 사이트 보기', external: true },
      { to: '/admin', label: '대시보드 (조회수)' },
      { to: '/admin/trafficStats', label: '유입 경로 통계' },
    ],
  },
  { title: 'ABOUT', items: [{ to: '/admin/about/editPage', label: '소개 페이지 편집' }] },
  {
    title: 'MANAGEMENT',
    items: [
      { to: '/admin/management/createArtist', label: '아티스트 등록' },
      { to: '/admin/management/editArtistChoose', label: '아티스트 수정' },
      { to: '/admin/management/artistVisibilityManage', label: '아티스트 노출 관리' },
    ],
  },
  {
    title: 'PRODUCTION',
    items: [
      { to: '/admin/production/editPage', label: '프로덕션 페이지 편집' },
      { to: '/admin/production/manageVideos', label: '프로덕션 영상 관리' },
    ],
  },
  {
    title: 'NEWS',
    items: [
      { to: '/admin/news/editPage', label: '뉴스 페이지 편집' },
      { to: '/admin/news/manageVideos', label: '뉴스 영상 관리' },
      { to: '/admin/news/manageImages', label: '뉴스 사진 관리' },
    ],
  },
  {
    title: 'CONTACT · CASTING',
    items: [
      { to: '/admin/contact/editInfo', label: '연락처 정보 편집' },
      { to: '/admin/inquiries', label: '캐스팅 문의함' },
    ],
  },
  { title: '기타', items: [{ to: '/admin/others/editLinks', label: '헤더 링크 편집' }] },
];

/** Whether a menu entry is the current page (the dashboard only on /admin itself; editArtist under "수정"). */
export function isCurrent(item: MenuItem, pathname: string): boolean {
  if (item.external) return false;
  const path = pathname.replace(/\/+$/, '') || '/';
  if (item.to === '/admin') return path === '/admin';
  if (item.to === '/admin/management/editArtistChoose' && path.startsWith('/admin/management/editArtist/')) return true;
  return path === item.to || path.startsWith(`${item.to}/`);
}
