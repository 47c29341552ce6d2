import type { PageContentImage, PageContentVideo } from '@agency/contract/page-content';
import { expect, langQuery, LANGS, openIn, pageContent, test, textsOf } from '../support/fixtures';

for (const lang of LANGS) {
  test(`news: info, VIDEOS by default, PHOTOS fetched when first opened (${lang})`, async ({ page, request }) => {
    const info = textsOf(await pageContent(request, 'NEWS_INFO'));
    const videos = (await (await request.get('/api/pageContent/fetchVideosByCode/NEWS_CONTENT')).json()) as PageContentVideo[];
    const images = (await (await request.get('/api/pageContent/fetchImagesByCode/NEWS_CONTENT')).json()) as PageContentImage[];
    expect(videos.length).toBeGreaterThan(0);
    expect(images.length).toBeGreaterThan(0);

    const imageCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/fetchImagesByCode/')) imageCalls.push(r.url());
    });
    await openIn(page, '/news', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(info[lang === 'en' ? 3 : 2] ?? '');
    await expect(page.getByText(info[lang === 'en' ? 1 : 0] ?? '', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'VIDEOS' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.video-grid a')).toHaveCount(videos.length);
    expect(imageCalls).toEqual([]);

    await page.getByRole('tab', { name: 'PHOTOS' }).click();
    await expect(page.getByRole('tab', { name: 'PHOTOS' })).toHaveAttribute('aria-selected', 'true');
    const photos = page.locator('.image-gallery img');
    await expect(photos).toHaveCount(images.length);
    await expect(photos.first()).toHaveAttribute('loading', 'lazy');
    await expect(photos.first()).toHaveAttribute('width', /\d+/);
    expect(imageCalls).toHaveLength(1);

    await page.getByRole('tab', { name: 'VIDEOS' }).click();
    await page.locator('.video-grid a').first().click();
    await expect(page).toHaveURL(new RegExp(`/news/detail/\\d+${langQuery(lang)}$`));
  });
}

test('news photo dialog: close button, click outside, Escape, focus return', async ({ page }) => {
  await page.goto('/news?tab=photos');
  const first = page.locator('.image-gallery-item').first();
  const dialog = page.getByRole('dialog', { name: '이미지 크게 보기' });

  await first.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('img')).toHaveAttribute('src', (await first.locator('img').getAttribute('src')) ?? '');
  await expect(dialog.getByRole('button', { name: '닫기' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();

  await first.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 300);
  await expect(dialog).toBeHidden();

  await first.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
});
