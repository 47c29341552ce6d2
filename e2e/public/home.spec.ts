import type { Request } from '@playwright/test';
import { artists, expect, LANGS, openIn, test } from '../support/fixtures';

function trackCalls(requests: Request[]): { source: string }[] {
  return requests
    .filter((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/traffic/track')
    .map((r) => r.postDataJSON() as { source: string });
}

test.describe('home', () => {
  test('title, full-screen muted looping inline video with a poster', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expect(page).toHaveTitle('AGENCY M');
    const video = page.locator('video');
    await expect(video).toHaveAttribute('src', /background-desktop\.mp4$/);
    await expect(video).toHaveAttribute('poster', /background-poster/);
    const props = await video.evaluate((v: HTMLVideoElement) => ({
      muted: v.muted,
      loop: v.loop,
      autoplay: v.autoplay,
      playsInline: v.playsInline,
      width: v.getBoundingClientRect().width,
      height: v.getBoundingClientRect().height,
    }));
    expect(props).toEqual({ muted: true, loop: true, autoplay: true, playsInline: true, width: 1440, height: 900 });
    await expect(page.getByRole('button', { name: /배경 영상/ })).toBeVisible();
  });

  test('phones and tablets get the mobile file', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto('/');
    await expect(page.locator('video')).toHaveAttribute('src', /background-mobile\.mp4$/);
  });

  test('with reduced motion the video does not autoplay and can be played', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    const video = page.locator('video');
    await expect(video).not.toHaveAttribute('autoplay', /.*/);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByRole('button', { name: '배경 영상 재생' })).toBeVisible();
    await context.close();
  });
});

test.describe('home sections on the demo', () => {
  // Decision 113 (issue 36 item 8): the demo's home leads on to the artists and the latest films.
  for (const lang of LANGS) {
    test(`below the video: four named artists and the latest production films, linked in the page's language (${lang})`, async ({ page, request }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await openIn(page, '/', lang);
      const sections = page.locator('.home-sections');
      await expect(sections.getByRole('heading', { level: 2 })).toHaveText(lang === 'en' ? ['Artists', 'Latest production'] : ['소속 아티스트', '최근 프로덕션']);
      const roster = await artists(request);
      const engName = (urlName: string) => roster.find((artist) => artist.urlName === urlName)?.engName ?? urlName;
      const cards = sections.locator('.artist-card-name');
      await expect(cards).toHaveText(['seo-yoon', 'ha-rin', 'do-hyun', 'mi-na'].map(engName));
      await expect(sections.locator('.artist-card-link').first()).toHaveAttribute('href', `/artist/seo-yoon${lang === 'en' ? '?lang=en' : ''}`);
      await sections.getByRole('heading', { name: lang === 'en' ? 'Latest production' : '최근 프로덕션' }).scrollIntoViewIfNeeded();
      await expect(sections.locator('.video-card')).toHaveCount(3);
    });
  }

  test('the header floats over the video, and is solid (readable) once the white sections reach it', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const header = page.getByRole('banner');
    const linkColour = () => header.getByRole('link', { name: 'ABOUT' }).evaluate((node) => getComputedStyle(node).color);
    await expect(header).toHaveClass(/site-header--overlay/);
    expect(await linkColour()).toBe('rgb(255, 255, 255)');
    await page.locator('.home-sections').scrollIntoViewIfNeeded();
    await expect(header).not.toHaveClass(/site-header--overlay/);
    expect(await linkColour()).not.toBe('rgb(255, 255, 255)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveClass(/site-header--overlay/);
  });
});

test.describe('traffic tracking', () => {
  // Each test is a visitor of its own: tracking is limited per address (30 a minute), and every other test
  // of the suite opens public pages from 127.0.0.1 too.
  let visitor = 0;
  const visitorHeaders = () => ({ 'X-Forwarded-For': `198.51.100.${(++visitor % 250) + 1}` });
  test.beforeEach(async ({ context }) => context.setExtraHTTPHeaders(visitorHeaders()));

  test('sends the source once per browser session', async ({ page }) => {
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    const first = page.waitForResponse((r) => r.url().endsWith('/api/traffic/track'));
    await page.goto('/?utm_source=E2E_Campaign&source=ignored&ref=ignored');
    expect((await first).status()).toBe(204);
    expect(trackCalls(requests)).toEqual([{ source: 'e2e_campaign' }]);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('traffic_tracked'))).not.toBeNull();

    await page.goto('/about');
    await page.goto('/?utm_source=again');
    await page.reload();
    await page.waitForTimeout(500);
    expect(trackCalls(requests)).toHaveLength(1);
  });

  test('a new session sends again; source, ref and direct follow the rules, and campaign names are counted, not refused', async ({
    browser,
    baseURL,
  }) => {
    for (const [query, expected] of [
      ['?source=QR_Code', 'qr_code'],
      ['?ref=Partner', 'ref_partner'],
      ['', 'direct'],
      ['?utm_source=Spring%20Sale', 'spring_sale'],
      ['?ref=%EB%B8%94%EB%A1%9C%EA%B7%B8', 'ref_블로그'],
    ] as const) {
      const context = await browser.newContext({ baseURL, extraHTTPHeaders: visitorHeaders() });
      const page = await context.newPage();
      const tracked = page.waitForResponse((r) => r.url().endsWith('/api/traffic/track'));
      await page.goto(`/${query}`);
      const response = await tracked;
      expect(response.request().postDataJSON()).toEqual({ source: expected });
      expect(response.status()).toBe(204);
      await context.close();
    }
  });

  test('the referrer host is mapped', async ({ page }) => {
    const tracked = page.waitForRequest((r) => r.url().endsWith('/api/traffic/track'));
    await page.goto('/', { referer: 'https://www.google.co.kr/search?q=agency' });
    expect((await tracked).postDataJSON()).toEqual({ source: 'google' });
  });

  test('records the source on whichever public page the session starts, once', async ({ page }) => {
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    const tracked = page.waitForResponse((r) => r.url().endsWith('/api/traffic/track'));
    await page.goto('/about?utm_source=Instagram');
    expect((await tracked).status()).toBe(204);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('traffic_tracked'))).not.toBeNull();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(trackCalls(requests)).toEqual([{ source: 'instagram' }]);
  });

  test('a failure is logged to the console only and retried next time', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.route('**/api/traffic/track', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await page.goto('/');
    await expect.poll(() => errors.some((e) => e.includes('Traffic tracking failed'))).toBe(true);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('traffic_tracked'))).toBeNull();
  });
});
