import { expect, richArtist, test } from '../support/fixtures';

test('roster images come from the resizer as AVIF, sized by srcset, the first one with priority', async ({ page }) => {
  const imageResponses: { url: string; type: string; cache: string; vary: string }[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/img/')) {
      const h = r.headers();
      imageResponses.push({ url: r.url(), type: h['content-type'] ?? '', cache: h['cache-control'] ?? '', vary: h.vary ?? '' });
    }
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/management');
  const first = page.locator('main .artist-grid img').first();
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('srcset', /\/img\/320\/.+ 320w, .+ 1920w$/);
  await expect(first).toHaveAttribute('width', '1080');
  await expect(first).toHaveAttribute('height', '1350');
  await expect(page.locator('main .artist-grid img').nth(5)).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // A card is about 200 px wide at 1440 px (decision 112): the browser picks the 320 or 640 variant, not the original.
  expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/img\/(320|640)\//);
  await expect.poll(() => imageResponses.length).toBeGreaterThan(0);
  for (const r of imageResponses) {
    expect(r.type).toBe('image/avif');
    expect(r.cache).toBe('public, max-age=31536000, immutable');
    expect(r.vary).toBe('Accept');
  }
  expect(await page.locator('head link[rel="preload"][as="image"]').count()).toBeGreaterThan(0);
});

test('the artist page loads no video player before play is pressed', async ({ page, request }) => {
  const artist = await richArtist(request);
  const playerRequests: string[] = [];
  page.on('request', (r) => {
    if (/youtube\.com\/embed|player\.vimeo\.com/.test(r.url())) playerRequests.push(r.url());
  });
  await page.goto(`/artist/${artist.urlName}`);
  await expect(page.locator('.artist-main-image img')).toHaveAttribute('fetchpriority', 'high');
  const play = page.getByRole('button', { name: /영상 1 재생$/ });
  await expect(play).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(playerRequests).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);
  await play.click();
  await expect(page.locator('.artist-videos iframe')).toHaveCount(1);
  await expect.poll(() => playerRequests.length).toBeGreaterThan(0);
});

test('the landing poster comes from the resizer and is preloaded', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const video = page.locator('video');
  await expect(video).toHaveAttribute('poster', /^\/img\/1920\/demo\/background-poster\.jpg$/);
  await expect(page.locator('head link[rel="preload"][as="image"][href="/img/1920/demo/background-poster.jpg"]')).toHaveCount(1);
  await expect(video).toHaveAttribute('src', /background-desktop\.mp4$/);
});
