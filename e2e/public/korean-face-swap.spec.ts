import type { CDPSession, Page } from '@playwright/test';
import { publicPagePath } from '@agency/contract/public-pages';
import { expect, openIn, test } from '../support/fixtures';

/**
 * Issue 36 item 6 (decision 117): while Pretendard is on its way, Korean text is drawn in the system's Korean font
 * scaled to Pretendard's Hangul, so when the web font arrives no line of Korean rewraps and nothing below it moves.
 * Measured with Noto Sans CJK KR, the Korean font of Linux (Debian's fonts-noto-cjk, which .ci/run installs).
 */

type Block = { text: string; top: number; width: number; height: number; hangulShare: number };

/** Every visible element of the page's main part whose own text has Hangul: where it starts and the box of its text. */
function koreanBlocks(page: Page): Promise<Block[]> {
  return page.evaluate(() => {
    const HANGUL = /[\uac00-\ud7a3]/;
    const blocks: Block[] = [];
    for (const el of document.querySelectorAll('main *')) {
      const own = [...el.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? '').join('');
      if (!HANGUL.test(own) || !el.checkVisibility()) continue;
      const range = document.createRange();
      range.selectNodeContents(el);
      const box = range.getBoundingClientRect();
      const letters = own.replace(/\s/g, '');
      const hangulShare = (letters.match(/[\uac00-\ud7a3]/g)?.length ?? 0) / letters.length;
      blocks.push({ text: own.trim().slice(0, 30), top: el.getBoundingClientRect().top + window.scrollY, width: box.width, height: box.height, hangulShare });
    }
    return blocks;
  });
}

/** Marks the page's first longer Korean text, whose fonts are then asked for. */
async function markKoreanText(page: Page): Promise<string> {
  const marked = await page.evaluate(() => {
    for (const el of document.querySelectorAll('main *')) {
      const own = [...el.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? '').join('');
      if ((own.match(/[\uac00-\ud7a3]/g)?.length ?? 0) < 8 || !el.checkVisibility()) continue;
      el.setAttribute('data-face-probe', '');
      return true;
    }
    return false;
  });
  expect(marked, 'a Korean text on the page').toBe(true);
  return '[data-face-probe]';
}

/** The fonts the browser drew an element's text with (family names), from the DevTools protocol. */
async function fontsOf(cdp: CDPSession, selector: string): Promise<string[]> {
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => font.familyName);
}

const cases = [
  { path: publicPagePath('privacy'), width: 375 },
  { path: publicPagePath('about'), width: 375 },
  { path: publicPagePath('apply'), width: 768 },
];

test.describe.configure({ mode: 'parallel' });

for (const { path, width } of cases) {
  test(`${path} in Korean at ${width} px: Pretendard's arrival rewraps no line and moves nothing`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    let open!: () => void;
    const fontGate = new Promise<void>((resolve) => (open = resolve));
    let held = 0;
    await page.route(/PretendardVariable[^/]*\.woff2$/, async (route) => {
      held += 1;
      await fontGate;
      await route.continue();
    });
    await openIn(page, path, 'ko');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The faces are added once the first screen is drawn (decision 077): asked for, the page is there.
    await expect.poll(() => held, { message: 'Pretendard was asked for', timeout: 15_000 }).toBeGreaterThan(0);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const probe = await markKoreanText(page);
    expect(await fontsOf(cdp, probe), 'before Pretendard, Korean is drawn in Noto Sans CJK KR (Debian: fonts-noto-cjk)').toContain('Noto Sans CJK KR');
    const before = await koreanBlocks(page);
    expect(before.length).toBeGreaterThan(3);

    open();
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => fontsOf(cdp, probe)).toEqual(['Pretendard Variable']);
    const after = await koreanBlocks(page);

    expect(after.map((block) => block.text)).toEqual(before.map((block) => block.text));
    const moved = after.flatMap((block, i) => {
      const was = before[i]!;
      const found: string[] = [];
      if (Math.abs(block.height - was.height) > 1) found.push(`height ${was.height} → ${block.height}`);
      if (Math.abs(block.top - was.top) > 1) found.push(`top ${was.top} → ${block.top}`);
      // A text of syllables and spaces (nine in ten of its letters Hangul) keeps its length within 1.5 %; figures,
      // Latin letters and punctuation come from the Latin fallback, close to Pretendard's but not equal.
      if (was.hangulShare >= 0.9 && Math.abs(block.width - was.width) > Math.max(2, was.width * 0.015)) found.push(`width ${was.width} → ${block.width}`);
      return found.length ? [`"${block.text}": ${found.join(', ')}`] : [];
    });
    expect(moved).toEqual([]);
  });
}
