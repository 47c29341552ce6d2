import type { Page } from '@playwright/test';
import { expect, LANGS, openIn, test } from '../support/fixtures';

/**
 * Issue 36 (decision 110): every roster card is the same size, a short last row stays short (the demo's WOMEN
 * board has 7 artists: a row of 6 and 1 at 1440 px, 4 and 3 at 768, 2, 2, 2 and 1 at 375, decision 112); a
 * board's page is headed by the board's name, the whole roster by MANAGEMENT.
 */
const WOMEN = 7;
const BOARD_NAME = { ko: '여성', en: 'WOMEN' } as const;

type Box = { left: number; top: number; width: number };

async function cardBoxes(page: Page): Promise<Box[]> {
  const cards = page.locator('.artist-grid .artist-card');
  await expect(cards).toHaveCount(WOMEN);
  return cards.evaluateAll((items) =>
    items.map((item) => {
      // The layout's place (offset*), not the drawn one: a card slides up as it is revealed.
      const card = item as HTMLElement;
      return { left: card.offsetLeft, top: card.offsetTop, width: Math.round(card.getBoundingClientRect().width * 10) / 10 };
    }),
  );
}

for (const width of [1440, 768, 375]) {
  test(`at ${width} px every roster card is as wide as the first, the short last row too`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openIn(page, '/management/women', 'en');
    const boxes = await cardBoxes(page);
    const widths = boxes.map((box) => box.width);
    expect(widths.every((w) => Math.abs(w - widths[0]!) <= 1), `card widths ${widths.join(', ')}`).toBe(true);
    // The cards stand in columns: the short last row takes the first columns, from the left edge.
    const columns = boxes.filter((box) => box.top === boxes[0]!.top).length;
    expect(WOMEN % columns, 'a short last row').not.toBe(0);
    expect(boxes.map((box) => box.left)).toEqual(boxes.map((_, i) => boxes[i % columns]!.left));
    // The count above the grid stays on one line (it broke inside the word at 768 px), and nothing runs off sideways.
    await openIn(page, '/management/women', 'ko');
    await expect(page.locator('.roster-count')).toHaveText(`아티스트 ${WOMEN}명`);
    expect((await page.locator('.roster-count').boundingBox())!.height).toBeLessThan(50);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

for (const lang of LANGS) {
  test(`a board's page is headed by the board's name; the whole roster by MANAGEMENT (${lang})`, async ({ page }) => {
    await openIn(page, '/management/women', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BOARD_NAME[lang]);
    await expect(page.locator('.management-eyebrow')).toHaveText('MANAGEMENT');
    await page.getByRole('navigation', { name: lang === 'en' ? 'Boards' : '보드' }).getByRole('link', { name: 'ALL' }).click();
    await expect(page).toHaveURL(/\/management(\?|$)/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MANAGEMENT');
    await expect(page.locator('.management-eyebrow')).toHaveCount(0);
  });
}
