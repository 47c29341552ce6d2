import { expect, LANGS, openIn, pageContent, siteDrawn, test, textsOf } from '../support/fixtures';

const PUBLIC_PATHS = ['/', '/about', '/contact', '/casting', '/management', '/production', '/news'];
const MENU = ['ABOUT', 'MANAGEMENT', 'PRODUCTION', 'NEWS', 'CASTING', 'CONTACT'];

test.describe('public layout', () => {
  for (const path of PUBLIC_PATHS) {
    test(`header with logo, menu and KOR / ENG on ${path}`, async ({ page }) => {
      await page.goto(path);
      const header = page.getByRole('banner').first();
      await expect(header.getByRole('link', { name: /AGENCY/ })).toBeVisible();
      await expect(page.getByRole('button', { name: '메뉴 열기' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'KOR' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { name: 'ENG' })).toHaveAttribute('aria-pressed', 'false');
    });
  }

  test('no public header on /login and /admin', async ({ page }) => {
    for (const path of ['/login', '/admin']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: /메뉴 열기|Open menu/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'KOR' })).toHaveCount(0);
    }
  });

  test('sidebar lists the six entries and navigates after the closing animation (850 ms)', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: '메뉴 열기' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: '메뉴' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('navigation').getByRole('link')).toHaveText(MENU);

    // Timed inside the page (the click event and the router's pushState), so that a slow test machine, which can only
    // delay the page's timer, never makes the navigation look early.
    await page.evaluate(() => {
      const marks: { clickAt?: number; navAt?: number } = {};
      (window as unknown as { __menuMarks: typeof marks }).__menuMarks = marks;
      document.addEventListener('click', () => (marks.clickAt ??= performance.now()), { capture: true });
      const pushState = history.pushState.bind(history);
      history.pushState = (...args: Parameters<History['pushState']>) => {
        marks.navAt ??= performance.now();
        pushState(...args);
      };
    });
    await menu.getByRole('link', { name: 'CASTING' }).click();
    await expect(menu).toBeHidden();
    await page.waitForURL('**/casting');
    const marks = await page.evaluate(() => (window as unknown as { __menuMarks: { clickAt: number; navAt: number } }).__menuMarks);
    expect(marks.navAt - marks.clickAt).toBeGreaterThanOrEqual(840);
    await expect(page.getByRole('heading', { level: 1, name: 'CASTING' })).toBeVisible();
  });

  test('sidebar closes on Escape and gives focus back', async ({ page }) => {
    await page.goto('/contact');
    const toggle = page.getByRole('button', { name: '메뉴 열기' });
    await toggle.click();
    await expect(page.getByRole('dialog', { name: '메뉴' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: '메뉴' })).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  for (const lang of LANGS) {
    test(`three icon links from LINK_INFO open in new tabs (${lang})`, async ({ page, request }) => {
      const links = textsOf(await pageContent(request, 'LINK_INFO'));
      await openIn(page, '/about', lang);
      await page.getByRole('button', { name: lang === 'ko' ? '메뉴 열기' : 'Open menu' }).click();
      const menu = page.getByRole('dialog');
      const labels = lang === 'ko' ? ['카카오톡', '이메일', '인스타그램'] : ['KakaoTalk', 'Email', 'Instagram'];
      for (const [index, label] of labels.entries()) {
        const link = menu.getByRole('link', { name: new RegExp(`^${label}`) });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        const href = await link.getAttribute('href');
        expect(href).toContain((links[index] ?? '').replace(/^mailto:/, ''));
      }
    });
  }

  test('language switch re-renders in place, is shared by all pages and remembered', async ({ page }) => {
    await page.goto('/casting');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('button', { name: '문의 보내기' })).toBeVisible();
    // No page load: the switch rewrites the address in place (decision 113), so the document stays the same one.
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.getByRole('button', { name: 'ENG' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Send inquiry' })).toBeVisible();
    await expect(page).toHaveURL(/\/casting\?lang=en$/);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'MANAGEMENT' }).click();
    await page.waitForURL('**/management?lang=en');
    await expect(page.getByRole('button', { name: 'ENG' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'KOR' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  });

  test('?lang=en in the URL is honoured and remembered', async ({ page }) => {
    await page.goto('/contact?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The server's HTML says `en` at once; the site's script is what remembers it.
    await siteDrawn(page);
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('every page links a favicon, touch icon and web app manifest that load', async ({ page, request }) => {
  for (const path of ['/', '/artist/seo-yoon', '/login']) {
    await page.goto(path);
    const hrefs = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')).map((link) => [link.rel, link.getAttribute('href')]),
    );
    expect(hrefs, path).toEqual([
      ['icon', '/favicon.svg'],
      ['icon', '/icon-32.png'],
      ['apple-touch-icon', '/apple-touch-icon.png'],
      ['manifest', '/manifest.webmanifest'],
    ]);
  }
  for (const [href, type] of [['/favicon.svg', 'image/svg+xml'], ['/icon-32.png', 'image/png'], ['/apple-touch-icon.png', 'image/png']]) {
    const response = await request.get(href!);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toContain(type);
  }
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});

test('text is set in the self-hosted Pretendard after the first paint, loading only the subsets a page uses', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  for (const lang of LANGS) {
    await openIn(page, '/about', lang);
    // The faces are added once the first screen is painted (decision 077).
    await page.locator('style[data-typeface]').waitFor({ state: 'attached' });
    await page.evaluate(() => document.fonts.load('700 16px "Pretendard Variable"', 'AGENCY 소속'));
    const family = await page.getByRole('heading', { level: 1 }).evaluate((node) => getComputedStyle(node).fontFamily);
    expect(family.startsWith('"Pretendard Variable"')).toBe(true);
    expect(await page.evaluate(() => document.fonts.check('700 16px "Pretendard Variable"', 'AGENCY'))).toBe(true);
  }
  expect(fonts.length).toBeGreaterThan(0);
  // Self-hosted (no font host on the internet), and a small part of the 92 subsets.
  for (const url of fonts) expect(new URL(url).pathname).toMatch(/^\/assets\/PretendardVariable\.subset\.\d+-[\w-]+\.woff2$/);
  expect(new Set(fonts).size).toBeLessThan(30);
});
