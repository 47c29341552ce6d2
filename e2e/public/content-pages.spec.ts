import { expect, langQuery, LANGS, openFromMenu, openIn, pageContent, test, textsOf } from '../support/fixtures';

for (const lang of LANGS) {
  test.describe(`content pages (${lang})`, () => {
    test('about: hero, title, four sections (2 to 4 with subtitles) that fade in', async ({ page, request }) => {
      const texts = textsOf(await pageContent(request, 'ABOUT_INFO'));
      const en = lang === 'en';
      await openIn(page, '/about', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[en ? 9 : 8] ?? '');
      const sections = page.locator('article.about-section');
      await expect(sections).toHaveCount(4);
      for (let i = 0; i < 4; i += 1) {
        const section = sections.nth(i);
        await section.scrollIntoViewIfNeeded();
        await expect(section).toHaveAttribute('data-visible', 'true');
        await expect(section.locator('p').last()).toHaveText(texts[(en ? 4 : 0) + i] ?? '');
        if (i > 0) await expect(section.getByRole('heading', { level: 2 })).toHaveText(texts[(en ? 13 : 10) + i - 1] ?? '');
        else await expect(section.getByRole('heading')).toHaveCount(0);
      }
    });

    test('contact: CONTACT US, both addresses, links and the casting block', async ({ page, request }) => {
      const t = textsOf(await pageContent(request, 'CONTACT_INFO'));
      await openIn(page, '/contact', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('CONTACT US');
      await expect(page.locator('address[lang="ko"]')).toContainText(t[0] ?? '');
      await expect(page.locator('address[lang="ko"]')).toContainText(t[1] ?? '');
      await expect(page.locator('address[lang="en"]')).toContainText(t[7] ?? '');
      await expect(page.locator('address[lang="en"]')).toContainText(t[8] ?? '');
      const instagram = page.getByRole('link', { name: /^INSTAGRAM/ });
      await expect(instagram).toHaveAttribute('href', t[2] ?? '');
      await expect(instagram).toHaveAttribute('target', '_blank');
      await expect(page.getByRole('link', { name: /^KAKAO TALK/ })).toHaveAttribute('href', t[3] ?? '');
      const casting = page.getByRole('region', { name: 'CASTING' });
      await expect(casting.locator('dt')).toHaveText(['EMAIL', 'KAKAOTALK', 'INSTAGRAM']);
      await expect(casting.locator('dd')).toHaveText([t[4] ?? '', t[5] ?? '', t[6] ?? '']);
      await page.getByRole('link', { name: 'E MAIL' }).click();
      await expect(page).toHaveURL(new RegExp(`/casting${langQuery(lang)}$`));
    });

    test('production: top image, title, description, video grid to the detail page', async ({ page, request }) => {
      const info = textsOf(await pageContent(request, 'PRODUCTION_INFO'));
      const videos = (await pageContent(request, 'PRODUCTION_CONTENT')).pageContentVideos;
      expect(videos.length).toBeGreaterThan(0);
      await openIn(page, '/production', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info[lang === 'en' ? 3 : 2] ?? '');
      await expect(page.getByText(info[lang === 'en' ? 1 : 0] ?? '', { exact: true })).toBeVisible();
      const cards = page.locator('.video-grid a');
      await expect(cards).toHaveCount(videos.length);
      const first = [...videos].sort((a, b) => a.priority - b.priority)[0]!;
      await cards.first().click();
      await expect(page).toHaveURL(new RegExp(`/production/detail/${first.id}${langQuery(lang)}$`));
      await expect(page.locator('iframe')).toHaveAttribute('src', first.isYoutube ? /youtube\.com\/embed\// : /player\.vimeo\.com\/video\//);
    });

    test('management: cards by priority with English names, to the artist page', async ({ page, request }) => {
      const response = await request.get('/api/artist/getAll');
      const list = ((await response.json()) as { engName: string; korName: string; urlName: string; priority: number }[]).sort(
        (a, b) => a.priority - b.priority,
      );
      await openIn(page, '/management', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('MANAGEMENT');
      const cards = page.locator('.artist-grid a');
      await expect(cards).toHaveCount(list.length);
      await expect(cards).toHaveText(list.map((a) => a.engName || a.korName));
      const first = list[0]!;
      await expect(cards.first().locator('img')).toHaveAttribute(
        'alt',
        // An artist without an English name (a published applicant's draft, admin/applications.spec.ts) goes by the Korean one.
        lang === 'ko' ? `${first.korName} 프로필 사진` : `Portrait of ${first.engName || first.korName}`,
      );
      await cards.first().click();
      await expect(page).toHaveURL(new RegExp(`/artist/${list[0]!.urlName}${langQuery(lang)}$`));
    });
  });
}

// A page opened by its address draws from the data sent with the HTML; these states show when a visitor
// moves to a page inside the site (its data then comes from the API).
test.describe('load failures', () => {
  test('management shows the loading text, then the spec error text', async ({ page }) => {
    await page.route('**/api/artist/getAll', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.fulfill({ status: 500, json: { message: 'down' } });
    });
    await page.goto('/casting');
    await openFromMenu(page, 'MANAGEMENT');
    await expect(page.getByText('불러오는 중...')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('아티스트 정보를 불러오는데 실패했습니다.');
  });

  test('management error in English', async ({ page }) => {
    await page.route('**/api/artist/getAll', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await openIn(page, '/casting', 'en');
    await openFromMenu(page, 'MANAGEMENT');
    await expect(page.getByRole('alert')).toHaveText('Failed to load artist information.');
  });

  test('about, contact, production and news log failures to the console and still render', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/casting');
    await page.route('**/api/pageContent/**', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    for (const [label, heading] of [
      ['ABOUT', 'ABOUT'],
      ['PRODUCTION', 'PRODUCTION'],
      ['NEWS', 'NEWS'],
    ] as const) {
      errors.length = 0;
      await openFromMenu(page, label);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect.poll(() => errors.length).toBeGreaterThan(0);
    }
    // CONTACT_INFO came with the first page (every page's footer shows it, decision 077): nothing to read, nothing fails.
    errors.length = 0;
    await openFromMenu(page, 'CONTACT');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CONTACT US');
    await expect(page.locator('.contact-grid')).toContainText('@');
    expect(errors).toEqual([]);
  });
});
