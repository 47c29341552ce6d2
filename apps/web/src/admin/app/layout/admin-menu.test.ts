import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, isCurrent } from './admin-menu';

const items = ADMIN_MENU.flatMap((group) => group.items);
const find = (to: string) => items.find((item) => item.to === to)!;

describe('admin menu', () => {
  it('lists every admin route of the spec and the inbox', () => {
    const paths = items.map((item) => item.to);
    for (const path of [
      '/admin',
      '/admin/about/editPage',
      '/admin/production/editPage',
      '/admin/production/manageVideos',
      '/admin/news/editPage',
      '/admin/news/manageVideos',
      '/admin/news/manageImages',
      '/admin/contact/editInfo',
      '/admin/management/createArtist',
      '/admin/management/editArtistChoose',
      '/admin/management/artistVisibilityManage',
      '/admin/management/boards',
      '/admin/others/editLinks',
      '/admin/trafficStats',
      '/admin/inquiries',
      '/',
    ])
      expect(paths).toContain(path);
  });

  it('highlights exactly the current entry', () => {
    expect(isCurrent(find('/admin'), '/admin')).toBe(true);
    expect(isCurrent(find('/admin'), '/admin/trafficStats')).toBe(false);
    expect(isCurrent(find('/admin/management/editArtistChoose'), '/admin/management/editArtist/jane')).toBe(true);
    expect(isCurrent(find('/admin/inquiries'), '/admin/inquiries/4')).toBe(true);
    expect(isCurrent(find('/'), '/')).toBe(false);
  });
});
