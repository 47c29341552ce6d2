import type { PageContentVideo } from '@agency/contract/page-content';
import { expect, LANGS, openIn, pageContent, test } from '../support/fixtures';

for (const lang of LANGS) {
  test(`production and news detail embed the right platform (${lang})`, async ({ page, request }) => {
    const production = (await pageContent(request, 'PRODUCTION_CONTENT')).pageContentVideos;
    const news = (await (await request.get('/api/pageContent/fetchVideosByCode/NEWS_CONTENT')).json()) as PageContentVideo[];
    for (const [base, video] of [
      ['/production/detail', production[0]],
      ['/news/detail', news[0]],
    ] as const) {
      expect(video).toBeDefined();
      await openIn(page, `${base}/${video!.id}`, lang);
      await expect(page.locator('iframe')).toHaveAttribute('src', video!.isYoutube ? /^https:\/\/www\.youtube\.com\/embed\// : /^https:\/\/player\.vimeo\.com\/video\//);
    }
  });
}

test('video detail: loading, then the spec error text on failure', async ({ page }) => {
  await page.route('**/api/pageContent/fetchOneVideo/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.fulfill({ status: 500, json: { message: 'down' } });
  });
  // From the production list (a detail page opened by its address gets its video with the HTML).
  await page.goto('/production');
  await page.locator('a[href^="/production/detail/"]').first().click();
  await expect(page.getByText('불러오는 중...')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('비디오를 불러오는데 실패했습니다.');
});

test('video detail: not found for an unknown id (both languages)', async ({ page }) => {
  await page.goto('/news/detail/987654321');
  await expect(page.getByRole('alert')).toHaveText('비디오를 찾을 수 없습니다.');
  await page.getByRole('button', { name: 'ENG' }).click();
  await expect(page.getByRole('alert')).toHaveText('Video not found.');
});
