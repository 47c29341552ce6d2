import { expect, LANGS, openIn, test } from '../support/fixtures';

/**
 * Decision 113 (issue 36 item 8): from 1024 px the header shows the six sections and, under MANAGEMENT, the boards;
 * below 1024 px the header is the spec's hamburger, logo and KOR / ENG only. The sidebar stays as it is everywhere.
 */

const SECTIONS = ['ABOUT', 'MANAGEMENT', 'PRODUCTION', 'NEWS', 'CASTING', 'CONTACT'];
const NAV_NAME = { ko: '섹션', en: 'Sections' } as const;
const BOARDS_BUTTON = { ko: 'MANAGEMENT 보드', en: 'MANAGEMENT boards' } as const;
const BOARDS = { ko: ['ALL', '여성', '남성', '뉴 페이스'], en: ['ALL', 'WOMEN', 'MEN', 'NEW FACES'] } as const;

for (const lang of LANGS) {
  for (const width of [1440, 1024]) {
    test(`the header shows the sections beside the hamburger at ${width} px, in one row (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openIn(page, '/about', lang);
      const header = page.getByRole('banner');
      const nav = header.getByRole('navigation', { name: NAV_NAME[lang] });
      await expect(nav).toBeVisible();
      await expect(nav.locator('.desktop-nav-list > li > a')).toHaveText(SECTIONS);
      await expect(header.getByRole('button', { name: lang === 'ko' ? '메뉴 열기' : 'Open menu' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'ABOUT' })).toHaveAttribute('aria-current', 'page');

      // One row: nothing wraps, nothing overlaps the logo or the language switch, no sideways scrolling.
      const boxes = await header.evaluate((node) => {
        const rect = (selector: string) => node.querySelector(selector)!.getBoundingClientRect();
        const links = [...node.querySelectorAll('.desktop-nav-list > li')].map((li) => li.getBoundingClientRect());
        return { logo: rect('.site-logo'), nav: rect('.desktop-nav'), switch: rect('.language-switch'), header: node.getBoundingClientRect(), tops: links.map((r) => Math.round(r.top)) };
      });
      expect(new Set(boxes.tops).size).toBe(1);
      expect(boxes.nav.left).toBeGreaterThanOrEqual(boxes.logo.right);
      expect(boxes.nav.right).toBeLessThanOrEqual(boxes.switch.left);
      expect(boxes.nav.bottom).toBeLessThanOrEqual(boxes.header.bottom);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test(`MANAGEMENT's boards open from the header by button, keyboard and hover, and lead to the board (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openIn(page, '/contact', lang);
    const nav = page.getByRole('banner').getByRole('navigation', { name: NAV_NAME[lang] });
    const button = nav.getByRole('button', { name: BOARDS_BUTTON[lang] });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const list = nav.locator('.desktop-nav-boards');
    await expect(list).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('link')).toHaveText([...BOARDS[lang]]);
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link', { name: 'ALL' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();

    // A mouse over the entry opens it too; leaving closes it.
    await page.mouse.move(5, 600);
    await nav.getByRole('link', { name: 'MANAGEMENT' }).hover();
    await expect(list).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(list).toBeHidden();

    await button.click();
    await list.getByRole('link', { name: BOARDS[lang][2], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/management/men${lang === 'en' ? '\\?lang=en' : ''}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BOARDS[lang][2]);
    await expect(list).toBeHidden();
    await expect(nav.getByRole('link', { name: 'MANAGEMENT' })).toHaveAttribute('aria-current', 'page');
  });
}

for (const width of [768, 375]) {
  test(`below 1024 px the header has no section links, only the spec's hamburger, logo and KOR / ENG (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: '메뉴 열기' })).toBeVisible();
    await expect(header.getByRole('link', { name: /AGENCY/ })).toBeVisible();
    await expect(header.getByRole('button', { name: 'KOR' })).toBeVisible();
    await expect(header.getByRole('navigation')).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'CONTACT' })).toHaveCount(0);
  });
}

test('the open sidebar is the only menu offered: the header links under its scrim are inert', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/about');
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  await expect(page.getByRole('link', { name: 'MANAGEMENT' })).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: '메뉴' }).getByRole('link', { name: 'MANAGEMENT' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('navigation', { name: '섹션' }).getByRole('link', { name: 'MANAGEMENT' })).toBeVisible();
});
