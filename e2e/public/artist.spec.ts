import type { APIRequestContext } from '@playwright/test';
import { adminToken, authHeaders, uniqueSuffix } from '../admin/admin-helpers';
import { expect, LANGS, openIn, richArtist, test } from '../support/fixtures';

for (const lang of LANGS) {
  test(`artist detail: name, links, measurements, career, images, title (${lang})`, async ({ page, request }) => {
    const artist = await richArtist(request);
    await openIn(page, `/artist/${artist.urlName}`, lang);
    const name = lang === 'en' ? artist.engName : artist.korName;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`${artist.engName} | AGENCY`);
    for (const [label, href] of [
      ['COMPCARD', artist.compCard],
      ['INSTAGRAM', artist.instagram],
      ['YOUTUBE', artist.youtube],
    ] as const) {
      if (!href) continue;
      const link = page.getByRole('link', { name: new RegExp(`^${label}`) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(page.locator('.artist-measurements dt')).toHaveText(['HEIGHT', 'BUST', 'WAIST', 'HIPS', 'SHOE']);
    await expect(page.getByRole('heading', { name: lang === 'en' ? 'History' : '활동 이력' })).toBeVisible();
    const career = (lang === 'en' ? artist.careerENG : artist.career).split('\n')[0] ?? '';
    await expect(page.locator('.artist-career-body')).toContainText(career);
    // The gallery's pictures are put in as it comes near the screen.
    await page.locator('.artist-photos').scrollIntoViewIfNeeded();
    await expect(page.locator('.artist-photos img')).toHaveCount(artist.detailImages.length);
    await expect(page.locator('.artist-photos img').first()).toHaveAttribute('loading', 'lazy');
  });
}

test('video carousel wraps around with a counter', async ({ page, request }) => {
  const artist = await richArtist(request);
  const count = artist.detailVideos.length;
  await page.goto(`/artist/${artist.urlName}`);
  const counter = page.locator('.artist-videos-counter');
  await expect(counter).toHaveText(`1 / ${count}`);
  const previous = page.getByRole('button', { name: '이전 영상' });
  const next = page.getByRole('button', { name: '다음 영상' });
  await expect(previous).toBeEnabled();
  await previous.click();
  await expect(counter).toHaveText(`${count} / ${count}`);
  await next.click();
  await expect(counter).toHaveText(`1 / ${count}`);
  await next.click();
  await expect(counter).toHaveText(`2 / ${count}`);
  // No player loads before the visitor presses play on the stand-in.
  await expect(page.locator('.artist-videos iframe')).toHaveCount(0);
  await page.getByRole('button', { name: new RegExp(`영상 2 재생$`) }).click();
  await expect(page.locator('.artist-videos iframe')).toHaveCount(1);
  await expect(page.locator('.artist-videos iframe')).toHaveAttribute('src', /[?&]autoplay=1/);
  await next.click();
  await expect(page.locator('.artist-videos iframe')).toHaveCount(0);
  await page.getByRole('button', { name: 'ENG' }).click();
  await expect(page.getByRole('button', { name: 'Next video' })).toBeVisible();
});

test('carousel buttons are disabled with one video or none', async ({ page, request }) => {
  const artist = await richArtist(request);
  // Without the data the server puts into the page, the page reads getDetails, answered here with one video.
  await page.route(`**/artist/${artist.urlName}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script[^>]*id="initial-data"[^>]*>[\s\S]*?<\/script>/, '');
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    await route.fulfill({ response, body, headers });
  });
  await page.route(`**/api/artist/getDetails/${artist.urlName}`, (route) =>
    route.fulfill({ json: { ...artist, detailVideos: artist.detailVideos.slice(0, 1) } }),
  );
  await page.goto(`/artist/${artist.urlName}`);
  await expect(page.locator('.artist-videos-counter')).toHaveText('1 / 1');
  await expect(page.getByRole('button', { name: '이전 영상' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '다음 영상' })).toBeDisabled();
});

test('image grid opens the full-size dialog', async ({ page, request }) => {
  const artist = await richArtist(request);
  await page.goto(`/artist/${artist.urlName}`);
  const first = page.locator('.artist-photos .image-gallery-item').first();
  await first.scrollIntoViewIfNeeded();
  await first.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
});

test('info block turns sticky with a 180 px spacer once scrolled past', async ({ page, request }) => {
  const artist = await richArtist(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/artist/${artist.urlName}`);
  const info = page.locator('.artist-info');
  await expect(info).toHaveAttribute('data-stuck', 'false');
  await page.mouse.wheel(0, 2000);
  await expect(info).toHaveAttribute('data-stuck', 'true');
  await expect(page.locator('.artist-info-spacer')).toHaveCSS('height', '180px');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(info).toHaveAttribute('data-stuck', 'false');
});

for (const width of [375, 390]) {
  test(`at ${width} px nothing below the info block moves when it turns sticky`, async ({ page, request }) => {
    const artist = await richArtist(request);
    await page.setViewportSize({ width, height: 812 });
    await page.goto(`/artist/${artist.urlName}`);
    const info = page.locator('.artist-info');
    const mediaTop = () => page.locator('.artist-media').evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
    await expect(info).toHaveAttribute('data-stuck', 'false');
    const before = await mediaTop();
    const infoHeight = await info.evaluate((node) => node.getBoundingClientRect().height);
    // Just past the block's top: it turns sticky while the video box below is on screen.
    const infoTop = await info.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y), infoTop - 64 + 10);
    await expect(info).toHaveAttribute('data-stuck', 'true');
    expect(Math.abs((await mediaTop()) - before)).toBeLessThanOrEqual(1);
    await expect(page.locator('.artist-info-spacer')).toHaveCSS('height', `${Math.round(infoHeight)}px`);
  });
}

/** An artist made for one test through the admin API (with one video, so the page has its video box), removed after. */
async function withArtist(request: APIRequestContext, career: string, run: (urlName: string) => Promise<void>): Promise<void> {
  const token = await adminToken(request);
  const urlName = `e2e-career-${uniqueSuffix()}`;
  const created = await request.post('/api/admin/createArtist', {
    headers: authHeaders(token),
    data: { urlName, korName: '이력 테스트', engName: 'Career Test', career, careerENG: career, detailVideos: [{ priority: 0, videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }] },
  });
  expect(created.ok()).toBe(true);
  try {
    await run(urlName);
  } finally {
    await request.delete(`/api/admin/deleteArtist/${urlName}`, { headers: authHeaders(token) });
  }
}

test('career that fits on a phone has no "more" toggle', async ({ page, request }) => {
  await withArtist(request, '2026 캠페인', async (urlName) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/artist/${urlName}`);
    await expect(page.locator('.artist-career-body')).toContainText('2026 캠페인');
    await expect(page.locator('.artist-career-body')).toHaveAttribute('data-collapsed', 'false');
    await expect(page.getByRole('button', { name: '더 보기' })).toHaveCount(0);
  });
});

test('a long career is collapsible on mobile', async ({ page, request }) => {
  const career = Array.from({ length: 20 }, (_, i) => `${2026 - i} 캠페인 ${i + 1}`).join('\n');
  await withArtist(request, career, async (urlName) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/artist/${urlName}`);
    const toggle = page.getByRole('button', { name: '더 보기' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.artist-career-body')).toHaveAttribute('data-collapsed', 'true');
    await toggle.click();
    await expect(page.getByRole('button', { name: '접기' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.artist-career-body')).toHaveAttribute('data-collapsed', 'false');
  });
});

test('a missing artist shows a clear not-found state', async ({ page }) => {
  await page.goto('/artist/no-such-artist-e2e');
  await expect(page.getByRole('alert')).toHaveText('아티스트를 찾을 수 없습니다.');
  await expect(page.getByRole('link', { name: /아티스트 목록으로/ })).toHaveAttribute('href', '/management');
});
