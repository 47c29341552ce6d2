import type { Page } from '@playwright/test';
import { expect, LANGS, openIn, test } from '../support/fixtures';

/** Issue 17 (decision 079): board tabs, name search and height range on /management, kept in the URL. */

const cardNames = (page: Page) => page.locator('.artist-grid .artist-card-name');
const NO_MATCH = { ko: '조건에 맞는 아티스트가 없습니다.', en: 'No artists match.' } as const;
const BOARD = { ko: { all: 'ALL', newFaces: '뉴 페이스', men: '남성' }, en: { all: 'ALL', newFaces: 'NEW FACES', men: 'MEN' } } as const;
const LABELS = {
  ko: { search: '이름 검색', from: '키 (이상)', reset: '초기화' },
  en: { search: 'Search by name', from: 'Height from', reset: 'Reset' },
} as const;

for (const lang of LANGS) {
  test(`board tabs open each board as its own page, named in the title (${lang})`, async ({ page }) => {
    await openIn(page, '/management', lang);
    const tabs = page.getByRole('navigation', { name: lang === 'en' ? 'Boards' : '보드' });
    // ALL first, then the boards in their order (another test may add one of its own meanwhile).
    await expect(tabs.getByRole('link').first()).toHaveText(BOARD[lang].all);
    const demoBoards = [lang === 'en' ? 'WOMEN' : '여성', BOARD[lang].men, BOARD[lang].newFaces];
    expect((await tabs.getByRole('link').allTextContents()).filter((name) => demoBoards.includes(name))).toEqual(demoBoards);
    await expect(tabs.getByRole('link', { name: BOARD[lang].all })).toHaveAttribute('aria-current', 'page');
    const all = await cardNames(page).count();

    await tabs.getByRole('link', { name: BOARD[lang].newFaces }).click();
    await expect(page).toHaveURL(/\/management\/new-faces(\?|$)/);
    await expect(tabs.getByRole('link', { name: BOARD[lang].newFaces })).toHaveAttribute('aria-current', 'page');
    await expect(cardNames(page)).toHaveText(['MI-NA KANG', 'YU-AN JUNG', 'SO-EUN YOON'], { ignoreCase: true });
    await expect(page).toHaveTitle(`${BOARD[lang].newFaces} | MANAGEMENT | AGENCY`);

    // The board's address opened directly shows the same; ALL is the whole roster again.
    await page.reload();
    await expect(cardNames(page)).toHaveCount(3);
    await tabs.getByRole('link', { name: BOARD[lang].all }).click();
    await expect(page).toHaveURL(/\/management(\?|$)/);
    await expect(cardNames(page)).toHaveCount(all);
  });

  test(`name search and height range filter at once, stay in the URL through reload and back, and reset (${lang})`, async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/artist/')) requests.push(request.url());
    });
    await openIn(page, '/management', lang);
    const labels = LABELS[lang];

    // Korean or English, part of a name, any case and spacing.
    await page.getByLabel(labels.search).fill('서윤');
    await expect(cardNames(page)).toHaveText(['SEO-YOON KIM'], { ignoreCase: true });
    await page.getByLabel(labels.search).fill('mi NA');
    await expect(cardNames(page)).toHaveText(['MI-NA KANG'], { ignoreCase: true });
    await expect(page).toHaveURL(/[?&]q=mi(\+|%20)NA/);
    await expect(page.locator('.roster-count')).toHaveText(lang === 'en' ? '1 artist' : '아티스트 1명');

    // Height: the men of 186 cm and taller.
    await page.getByLabel(labels.search).fill('');
    await page.getByRole('link', { name: BOARD[lang].men, exact: true }).click();
    // The board's page first: a filter chosen while the board link's navigation is still under way applies to the
    // page being left.
    await expect(page).toHaveURL(/\/management\/men(\?lang=en)?$/);
    // The URL changes before the board's page has replaced the old one: wait for the page itself.
    await expect(page.getByRole('navigation', { name: lang === 'en' ? 'Boards' : '보드' }).getByRole('link', { name: BOARD[lang].men, exact: true })).toHaveAttribute('aria-current', 'page');
    await page.getByLabel(labels.from).selectOption('185');
    await expect(cardNames(page)).toHaveText(['DO-HYUN PARK', 'JUN-SEO LEE', 'YU-AN JUNG'], { ignoreCase: true });
    await expect(page).toHaveURL(/\/management\/men\?minHeight=185/);
    await page.reload();
    await expect(page.getByLabel(labels.from)).toHaveValue('185');
    await expect(cardNames(page)).toHaveCount(3);

    // Back from an artist returns to the same filtered roster.
    await cardNames(page).first().click();
    await expect(page).toHaveURL(/\/artist\//);
    await page.goBack();
    await expect(page).toHaveURL(/\/management\/men\?minHeight=185/);
    await expect(page.getByLabel(labels.from)).toHaveValue('185');
    await expect(cardNames(page)).toHaveCount(3);

    // Nothing matches: the empty state, then reset keeps the board and clears the rest.
    await page.getByLabel(labels.search).fill('nobody-has-this-name');
    await expect(page.getByText(NO_MATCH[lang])).toBeVisible();
    await expect(cardNames(page)).toHaveCount(0);
    await page.getByRole('button', { name: labels.reset }).click();
    await expect(page).toHaveURL(/\/management\/men(\?lang=\w+)?$/);
    await expect(page.getByLabel(labels.search)).toHaveValue('');
    // The demo's MEN board: five artists, two of them under 185 cm (decision 112).
    await expect(cardNames(page)).toHaveCount(5);

    // A roster of the demo's size is filtered in the page: no search request, and the roster came with the page.
    expect(requests.filter((url) => url.includes('/api/artist/search') || url.includes('/api/artist/getAll'))).toEqual([]);
  });
}

test('the filters work from the keyboard alone', async ({ page }) => {
  await openIn(page, '/management', 'en');
  await page.getByLabel('Search by name').focus();
  await page.keyboard.type('yoon');
  await expect(cardNames(page)).toHaveText(['SEO-YOON KIM', 'SO-EUN YOON'], { ignoreCase: true });
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Height from')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Reset' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Search by name')).toHaveValue('');
});

test('an unknown or hidden board is a designed 404 page', async ({ page }) => {
  const response = await page.goto('/management/no-such-board?lang=en');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Board not found')).toBeVisible();
  await page.getByRole('link', { name: 'See all artists' }).click();
  await expect(page).toHaveURL(/\/management\?lang=en$/);
});
