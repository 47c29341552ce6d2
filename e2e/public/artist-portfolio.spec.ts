import type { Locator, Page } from '@playwright/test';
import { expect, LANGS, openIn, richArtist, test } from '../support/fixtures';

/**
 * Issue 36 items 2 and 4 (docs/decisions/111): the artist page opens on its portfolio, with the name, the
 * measurements, booking and the links to polaroids and videos on the first screen, and a 768 px layout of its own.
 */

type Box = { left: number; top: number; right: number; bottom: number };

/** The boxes of each line of the element's text (one per line it takes). */
const lineBoxes = (locator: Locator) =>
  locator.evaluate((node) => {
    const text = [...node.childNodes].find((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim());
    const range = document.createRange();
    range.selectNodeContents(text ?? node);
    return [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => ({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom }));
  });

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function expectMeasurementsInOneRow(page: Page): Promise<void> {
  const labels = page.locator('.artist-info .artist-measurements dt');
  const values = page.locator('.artist-info .artist-measurements dd');
  await expect(labels).toHaveText(['HEIGHT', 'BUST', 'WAIST', 'HIPS', 'SHOE']);
  const labelBoxes: Box[] = [];
  for (let index = 0; index < 5; index += 1) {
    const labelLines = await lineBoxes(labels.nth(index));
    const valueLines = await lineBoxes(values.nth(index));
    // One line each: no label or value broken over two lines ("178 / cm").
    expect(labelLines, `label ${index}`).toHaveLength(1);
    expect(valueLines, `value ${index}`).toHaveLength(1);
    // Inside its own column: nothing runs into the next one ("HEIGHTBUST").
    const column = await labels.nth(index).locator('..').boundingBox();
    expect(valueLines[0]!.right, `value ${index} in its column`).toBeLessThanOrEqual(column!.x + column!.width + 0.5);
    expect(labelLines[0]!.right, `label ${index} in its column`).toBeLessThanOrEqual(column!.x + column!.width + 0.5);
    labelBoxes.push(labelLines[0]!);
  }
  for (let index = 1; index < 5; index += 1) {
    expect(overlaps(labelBoxes[index - 1]!, labelBoxes[index]!), `labels ${index - 1} and ${index}`).toBe(false);
    // One row: every label on the first one's line, left to right with room between them.
    expect(Math.abs(labelBoxes[index]!.top - labelBoxes[0]!.top)).toBeLessThanOrEqual(1);
    expect(labelBoxes[index]!.left - labelBoxes[index - 1]!.right).toBeGreaterThanOrEqual(4);
  }
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

for (const lang of LANGS) {
  test(`at 1440 x 900 the first screen shows the portfolio at full height, the name, measurements, booking, polaroids and videos (${lang})`, async ({ page, request }) => {
    const artist = await richArtist(request);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openIn(page, `/artist/${artist.urlName}`, lang);
    const images = page.locator('main .artist-strip-item img');
    await expect(images.first()).toBeVisible();
    await expect.poll(() => images.evaluateAll((nodes) => nodes.slice(0, 2).every((image) => (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
    // The frames the pictures fill (the first one settles from a slight zoom).
    const boxes = await page.locator('main .artist-strip-item').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
    const header = await page.locator('header').first().evaluate((node) => node.getBoundingClientRect().bottom);
    const whole = boxes.filter((box) => box.left >= 0 && box.right <= 1440 && box.top >= header - 0.5 && box.bottom <= 900);
    expect(whole.length, 'pictures wholly on the first screen').toBeGreaterThanOrEqual(2);
    // At the screen's height (what the header and the info band leave), not thumbnails.
    for (const box of whole) expect(box.height).toBeGreaterThanOrEqual(0.55 * 900);
    // Side by side.
    expect(Math.abs(whole[1]!.top - whole[0]!.top)).toBeLessThanOrEqual(1);
    expect(whole[1]!.left).toBeGreaterThan(whole[0]!.right);
    // The first one is the detail main picture, preloaded with priority.
    await expect(page.locator('.artist-main-image img')).toHaveAttribute('fetchpriority', 'high');

    const book = page.getByRole('link', { name: lang === 'en' ? 'Book this artist' : '이 아티스트 섭외 문의' });
    const sections = page.getByRole('navigation', { name: lang === 'en' ? 'On this page' : '아티스트 정보 바로가기' });
    for (const element of [
      page.getByRole('heading', { level: 1 }),
      page.locator('.artist-measurements'),
      page.locator('.artist-links'),
      book,
      sections.getByRole('link', { name: 'POLAROIDS' }),
      sections.getByRole('link', { name: 'VIDEOS' }),
      sections.getByRole('link', { name: 'PORTFOLIO' }),
    ]) {
      await expect(element).toBeInViewport({ ratio: 1 });
    }
    // Name, measurements and booking in one band: the same row under the pictures.
    const pictureBottom = Math.max(...boxes.slice(0, 2).map((box) => box.bottom));
    const band = await page.locator('.artist-info').boundingBox();
    expect(band!.y).toBeGreaterThanOrEqual(pictureBottom);
    expect(band!.height).toBeLessThanOrEqual(180);
    await expectNoSidewaysScroll(page);
  });
}

test('KOR pages show the English name as a second line under the Korean one; ENG pages show it once', async ({ page, request }) => {
  const artist = await richArtist(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openIn(page, `/artist/${artist.urlName}`, 'ko');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(artist.korName);
  const second = page.locator('.artist-info .artist-name-second');
  await expect(second).toHaveText(artist.engName);
  await expect(second).toHaveAttribute('lang', 'en');
  await expect(second).toBeInViewport({ ratio: 1 });
  const headingBox = await heading.boundingBox();
  const secondBox = await second.boundingBox();
  expect(secondBox!.y).toBeGreaterThanOrEqual(headingBox!.y + headingBox!.height - 1);
  expect(Math.abs(secondBox!.x - headingBox!.x)).toBeLessThanOrEqual(2);

  await openIn(page, `/artist/${artist.urlName}`, 'en');
  await expect(heading).toHaveText(artist.engName);
  await expect(second).toHaveCount(0);
  const band = await page.locator('.artist-info').innerText();
  expect(band.toLowerCase().split(artist.engName.toLowerCase()).length - 1).toBe(1);
});

for (const lang of LANGS) {
  test(`at 768 px the measurements are one row without collisions or wrapped values, and nothing scrolls sideways (${lang})`, async ({ page, request }) => {
    const artist = await richArtist(request);
    await page.setViewportSize({ width: 768, height: 1024 });
    await openIn(page, `/artist/${artist.urlName}`, lang);
    await expectMeasurementsInOneRow(page);
    await expectNoSidewaysScroll(page);
    // Two pictures side by side, and the band under them, on the first screen.
    const whole = await page
      .locator('main .artist-strip-item')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).filter((box) => box.left >= 0 && box.right <= 768 && box.bottom <= 1024).length);
    expect(whole).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('link', { name: lang === 'en' ? 'Book this artist' : '이 아티스트 섭외 문의' })).toBeInViewport({ ratio: 1 });
    // The name stays whole words.
    expect(await lineBoxes(page.getByRole('heading', { level: 1 }))).toHaveLength(1);
    if (lang === 'ko') {
      // Korean words are not broken between syllables.
      for (const selector of ['h1', '.artist-book', '.artist-sections a', '.artist-career-list li', '.artist-section-title']) {
        await expect(page.locator(`.artist ${selector}`).first()).toHaveCSS('word-break', 'keep-all');
      }
    }
  });
}

for (const lang of LANGS) {
  test(`at 375 px the page stacks: a picture with the next one peeking, then the band, one row of measurements (${lang})`, async ({ page, request }) => {
    const artist = await richArtist(request);
    await page.setViewportSize({ width: 375, height: 812 });
    await openIn(page, `/artist/${artist.urlName}`, lang);
    await expectMeasurementsInOneRow(page);
    await expectNoSidewaysScroll(page);
    const first = await page.locator('main .artist-strip-item').first().boundingBox();
    const next = await page.locator('main .artist-strip-item').nth(1).boundingBox();
    expect(first!.x + first!.width).toBeLessThanOrEqual(375);
    expect(next!.x).toBeLessThan(375);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 });
  });
}

test('the band links open POLAROIDS and go to the videos and the career; the portfolio scrolls by its buttons', async ({ page, request }) => {
  const artist = await richArtist(request);
  // Without the smooth scroll, so that where a link lands can be measured at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await openIn(page, `/artist/${artist.urlName}`, 'en');
  const sections = page.getByRole('navigation', { name: 'On this page' });

  const list = page.locator('main .artist-strip-list');
  const previous = page.getByRole('button', { name: 'Show previous pictures' });
  const next = page.getByRole('button', { name: 'Show next pictures' });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect.poll(() => list.evaluate((node) => node.scrollLeft)).toBeGreaterThan(100);
  await expect(previous).toBeEnabled();

  await sections.getByRole('link', { name: 'POLAROIDS' }).click();
  const polaroidsTab = page.getByRole('tab', { name: 'POLAROIDS' });
  await expect(polaroidsTab).toHaveAttribute('aria-selected', 'true');
  await expect(polaroidsTab).toBeFocused();
  await expect(polaroidsTab).toBeInViewport();
  await expect(page.getByRole('tabpanel').locator('.image-gallery-item').first()).toBeVisible();
  // The address stays the page's own.
  expect(new URL(page.url()).hash).toBe('');

  // From the sticky bar, which keeps the links once the band is scrolled past.
  await expect(page.locator('.artist-info')).toHaveAttribute('data-stuck', 'true');
  await sections.getByRole('link', { name: 'VIDEOS' }).click();
  await expect(page.locator('.artist-videos')).toBeInViewport();
  await expect(page.locator('.artist-videos')).toBeFocused();
  await sections.getByRole('link', { name: 'HISTORY' }).click();
  await expect(page.getByRole('heading', { name: 'History' })).toBeInViewport();
  // Nothing the section lands on is hidden under the header and the sticky bar.
  const bar = await page.locator('.artist-info').boundingBox();
  const heading = await page.getByRole('heading', { name: 'History' }).boundingBox();
  expect(heading!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height - 1);
});
