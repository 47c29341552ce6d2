import { expect, langQuery, LANGS, openIn, test } from '../support/fixtures';

test.describe('unknown paths', () => {
  test('the server answers an unknown path with HTTP 404 and the page', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('text/html');
  });

  for (const lang of LANGS) {
    test(`shows the bilingual not-found page with a link home (${lang})`, async ({ page }) => {
      await openIn(page, '/no-such-page/deeper', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'ko' ? '페이지를 찾을 수 없습니다' : 'Page not found');
      await page.getByRole('link', { name: lang === 'ko' ? '홈으로 가기' : 'Go to home' }).click();
      await expect(page).toHaveURL(new RegExp(`/${langQuery(lang)}$`));
      await expect(page).toHaveTitle('AGENCY M');
    });
  }
});
