import { expect, test } from '../support/fixtures';

/**
 * Decision 113 (issue 36 item 11): the language is in the address. English pages carry `?lang=en`, Korean ones no
 * parameter; the switch rewrites the current address, every internal link keeps the language, and an address that
 * names a language wins over the visitor's stored choice.
 */

const address = (url: string) => {
  const { pathname, search, hash } = new URL(url);
  return `${pathname}${search}${hash}`;
};

test('the switch writes ?lang=en into the address and takes it out again, keeping the page, its filters and the hash', async ({ page }) => {
  await page.goto('/management/women?minHeight=170#main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('여성');
  const entries = await page.evaluate(() => history.length);

  await page.getByRole('button', { name: 'ENG' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('WOMEN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(address(page.url())).toBe('/management/women?minHeight=170&lang=en#main');
  // The roster's filter still reads its parameter.
  await expect(page.getByLabel('Height from')).toHaveValue('170');

  await page.getByRole('button', { name: 'KOR' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('여성');
  expect(address(page.url())).toBe('/management/women?minHeight=170#main');
  await expect(page.getByLabel('키 (이상)')).toHaveValue('170');
  // Replaced, not added: Back leaves the page instead of flipping the language.
  expect(await page.evaluate(() => history.length)).toBe(entries);
});

test('an address with ?lang wins over the stored choice, and a stored English choice is written into a bare address', async ({ browser, baseURL }) => {
  const korean = await browser.newContext({ baseURL });
  await korean.addInitScript(() => localStorage.setItem('language', 'ko'));
  const page = await korean.newPage();
  await page.goto('/management?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'ENG' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('navigation', { name: 'Boards' })).toBeVisible();
  await korean.close();

  const english = await browser.newContext({ baseURL });
  await english.addInitScript(() => localStorage.setItem('language', 'en'));
  const visitor = await english.newPage();
  await visitor.goto('/about?x=1');
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
  // What the visitor sees is what a copied address shows.
  expect(address(visitor.url())).toBe('/about?x=1&lang=en');
  await visitor.goto('/about?lang=ko');
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'ko');
  expect(address(visitor.url())).toBe('/about?lang=ko');
  await english.close();
});

test('internal links keep the language: header, sidebar, desktop links, cards, board tabs and footer', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/about?lang=en');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /Home$/ })).toHaveAttribute('href', '/?lang=en');
  const desktop = header.getByRole('navigation', { name: 'Sections' });
  await expect(desktop.getByRole('link', { name: 'CONTACT' })).toHaveAttribute('href', '/contact?lang=en');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy?lang=en');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('navigation').getByRole('link', { name: 'ABOUT' })).toHaveAttribute('href', '/about?lang=en');
  await menu.getByRole('link', { name: 'MANAGEMENT' }).click();
  await page.waitForURL('**/management?lang=en');

  const tabs = page.getByRole('navigation', { name: 'Boards' });
  await tabs.getByRole('link', { name: 'MEN', exact: true }).click();
  await expect(page).toHaveURL(/\/management\/men\?lang=en$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MEN');

  const card = page.locator('.artist-card-link').first();
  await expect(card).toHaveAttribute('href', /^\/artist\/[\w-]+\?lang=en$/);
  await card.click();
  await expect(page).toHaveURL(/\/artist\/[\w-]+\?lang=en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Back and forward return each page in the language its address names.
  await page.getByRole('button', { name: 'KOR' }).click();
  await expect(page).toHaveURL(/\/artist\/[\w-]+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/management\/men\?lang=en$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MEN');
  await page.goForward();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');

  // Korean links carry no parameter.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute('href', '/privacy');
  await expect(page.getByRole('banner').getByRole('navigation', { name: '섹션' }).getByRole('link', { name: 'NEWS' })).toHaveAttribute('href', '/news');
});
