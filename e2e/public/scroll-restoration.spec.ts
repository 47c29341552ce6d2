import { expect, test } from '../support/fixtures';

test.use({ viewport: { width: 375, height: 700 } });

test('a new page starts at the top; back returns to where the visitor was, also after a reload', async ({ page }) => {
  await page.goto('/management');
  const cards = page.locator('.artist-card-link');
  await expect(cards.first()).toBeVisible();
  const last = cards.last();
  await last.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  // Where the visitor is when the link is clicked (Playwright may scroll the link again before clicking).
  await page.evaluate(() => {
    document.addEventListener('click', () => ((window as unknown as { atClick: number }).atClick = window.scrollY), { capture: true, once: true });
  });

  await last.click();
  const scrolled = await page.evaluate(() => (window as unknown as { atClick: number }).atClick);
  expect(scrolled).toBeGreaterThan(300);
  await expect(page).toHaveURL(/\/artist\//);
  // The URL changes before the artist page replaces the roster (its code may still be loading): wait for the swap.
  await expect(cards).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/management$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 5);

  await page.reload();
  await expect(cards.first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
});
