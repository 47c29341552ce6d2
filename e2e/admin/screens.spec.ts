import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { authHeaders, openAdmin, signIn } from './admin-helpers';

// The tests are independent: they are spread over the workers (docs/performance.md).
test.describe.configure({ mode: 'parallel' });

/** Set ADMIN_SCREENSHOTS to a folder to keep a full-page screenshot of every screen for review. */
const SCREENS = [
  '/admin',
  '/admin/trafficStats',
  '/admin/about/editPage',
  '/admin/production/editPage',
  '/admin/production/manageVideos',
  '/admin/news/editPage',
  '/admin/news/manageVideos',
  '/admin/news/manageImages',
  '/admin/contact/editInfo',
  '/admin/others/editLinks',
  '/admin/management/createArtist',
  '/admin/management/editArtistChoose',
  '/admin/management/artistVisibilityManage',
  '/admin/inquiries',
  '/admin/jobs',
  '/admin/calendar/feeds',
];
/** Stands for the first artist's editor, whose address is read from the API. */
const ARTIST_EDITOR = '/admin/management/editArtist/{first}';

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 375, height: 812 },
];

/** Serious and critical axe findings on the open page, and any width past the viewport. */
async function screenReport(page: Page, path: string): Promise<string[]> {
  const report: string[] = [];
  const results = await new AxeBuilder({ page }).analyze();
  for (const violation of results.violations) {
    if (violation.impact === 'serious' || violation.impact === 'critical') {
      report.push(`${path}: ${violation.id} (${violation.impact}) ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) report.push(`${path}: page is ${overflow}px wider than the viewport`);
  return report;
}

async function keepScreenshot(page: Page, name: string): Promise<void> {
  if (process.env.ADMIN_SCREENSHOTS) await page.screenshot({ path: `${process.env.ADMIN_SCREENSHOTS}/${name}.png`, fullPage: true });
}

// One test per screen and width, so a slow machine spreads them over the workers instead of timing out one long walk.
for (const viewport of VIEWPORTS) {
  for (const screen of [...SCREENS, ARTIST_EDITOR]) {
    test(`${screen} passes axe and fits at ${viewport.width} px`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const token = await signIn(page, request);
      let path = screen;
      if (screen === ARTIST_EDITOR) {
        const artists = (await (await request.get('/api/artist/getAllForManagement', { headers: authHeaders(token) })).json()) as { urlName: string }[];
        expect(artists.length).toBeGreaterThan(0);
        path = `/admin/management/editArtist/${artists[0]!.urlName}`;
      }
      await openAdmin(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const report = await screenReport(page, path);
      await keepScreenshot(page, `${viewport.name}${screen.replaceAll('/', '_')}`);
      expect(report).toEqual([]);
    });
  }

  test(`the login screen passes axe and fits at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const report = await screenReport(page, '/login');
    await keepScreenshot(page, `${viewport.name}_login`);
    expect(report).toEqual([]);
  });
}

test('the phone menu opens, highlights the current page and closes with Escape', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, request);
  await openAdmin(page, '/admin/news/manageImages');
  const toggle = page.getByRole('button', { name: '메뉴 열기' });
  await expect(page.getByRole('link', { name: '뉴스 사진 관리' })).toBeHidden();
  await toggle.click();
  const current = page.getByRole('link', { name: '뉴스 사진 관리' });
  await expect(current).toBeVisible();
  await expect(current).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(current).toBeHidden();
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  await page.getByRole('link', { name: '연락처 정보 편집' }).click();
  await expect(page).toHaveURL(/\/admin\/contact\/editInfo$/);
  await expect(page.getByRole('link', { name: '연락처 정보 편집' })).toBeHidden();
});

test('public pages never load admin code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  for (const path of ['/', '/about', '/management', '/production', '/news', '/contact', '/casting']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.filter((s) => /admin|dashboard|recharts|traffic-stats/.test(s))).toEqual([]);
});
