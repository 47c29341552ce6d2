import type { Page } from '@playwright/test';
import { publicPagePath, type PublicPageName } from '@agency/contract/public-pages';
import { expect, LANGS, openIn, test, type Lang } from '../support/fixtures';
import { publicAddresses } from '../support/public-addresses';

/**
 * Issue 36 item 7 (decision 114): the site's Korean type rules, on every public page in both languages at a phone's,
 * a tablet's and a desktop's width, over every visible text of the page:
 * - no text under 13 px (form fields included);
 * - no letter spacing above 0.02em on a text with Hangul (tracking is for Latin capitals);
 * - headings: a section is named by the menu's English word in both languages, at the top of its page (as the h1, or
 *   as the small line above an h1 worded otherwise); every other heading is in the page's language;
 * - one field style for the casting and the apply forms.
 */

const MIN_SIZE = 13;
const MAX_HANGUL_SPACING_EM = 0.02;

/** The English section names (SPEC: the sidebar's entries, CONTACT US, APPLY); the only English headings on Korean pages. */
const SECTION_OF: Partial<Record<PublicPageName, string>> = {
  about: 'ABOUT',
  management: 'MANAGEMENT',
  managementBoard: 'MANAGEMENT',
  production: 'PRODUCTION',
  news: 'NEWS',
  contact: 'CONTACT US',
  casting: 'CASTING',
  apply: 'APPLY',
  productionVideo: 'PRODUCTION',
  newsVideo: 'NEWS',
};
const ENGLISH_HEADINGS = new Set([...Object.values(SECTION_OF), 'CASTING']);

type Text = { text: string; where: string; size: number; spacing: number; hangul: boolean };

/** Every visible text node and form field of the page, with its font size and letter spacing in px. */
async function textsOf(page: Page): Promise<Text[]> {
  return page.evaluate(() => {
    const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;
    const describe = (el: Element) => {
      const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${cls}`;
    };
    const measure = (el: Element) => {
      const style = getComputedStyle(el);
      return { size: Number.parseFloat(style.fontSize), spacing: Number.parseFloat(style.letterSpacing) || 0 };
    };
    const texts: Text[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const el = node.parentElement;
      if (!text || !el || el.closest('script, style, noscript, template')) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // said to screen readers only (.visually-hidden)
      texts.push({ text: text.slice(0, 40), where: describe(el), ...measure(el), hangul: HANGUL.test(text) });
    }
    for (const el of document.querySelectorAll('input:not([type=checkbox]):not([type=radio]):not([type=file]), textarea, select')) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      texts.push({ text: `<${el.tagName.toLowerCase()}>`, where: describe(el), ...measure(el), hangul: true });
    }
    return texts;
  });
}

/** Texts that break the rules, one line each. */
function offences(texts: Text[]): string[] {
  return texts.flatMap((t) => {
    const found: string[] = [];
    if (t.size < MIN_SIZE - 0.01) found.push(`${t.size}px < ${MIN_SIZE}px`);
    if (t.hangul && t.spacing > MAX_HANGUL_SPACING_EM * t.size + 0.01) found.push(`letter-spacing ${(t.spacing / t.size).toFixed(3)}em on Hangul`);
    return found.map((what) => `${t.where} "${t.text}": ${what}`);
  });
}

/** The visible h1 to h3 texts, and the h1's text with the text of the line just above it. */
async function headingsOf(page: Page): Promise<{ headings: string[]; h1: string; above: string }> {
  return page.evaluate(() => {
    const visible = [...document.querySelectorAll<HTMLElement>('main h1, main h2, main h3')].filter((h) => h.checkVisibility({ visibilityProperty: true }));
    const h1 = visible.find((h) => h.tagName === 'H1');
    const text = (el: Element | null | undefined) => (el as HTMLElement | null | undefined)?.innerText.replace(/\s+/g, ' ').trim() ?? '';
    return { headings: visible.map(text), h1: text(h1), above: text(h1?.previousElementSibling) };
  });
}

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

async function openPage(page: Page, name: string, path: string, lang: Lang): Promise<void> {
  // The package page shows the package's language; the visitor's choice does not apply.
  if (name === 'package') await page.goto(path);
  else await openIn(page, path, lang);
  await page.waitForLoadState('networkidle');
  // Down the whole page and back, so the blocks drawn when scrolled to (the landing's sections, revealed cards) are there.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /불러오는 중|Loading/ })).toHaveCount(0);
}

for (const lang of LANGS) {
  test(`every public page keeps the type rules at 375, 768 and 1440 px (${lang})`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const addresses = await publicAddresses(request, lang, `Typography ${lang}`);
    const pages: [string, string][] = [...Object.entries(addresses), ['not-found', '/no-such-page']];
    const found: string[] = [];
    for (const width of [375, 768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of pages) {
        await openPage(page, name, path, lang);
        found.push(...offences(await textsOf(page)).map((line) => `${width}px ${path} ${line}`));
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });

  test(`each section is named by its English word at the top, other headings are in the page's language (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const addresses = await publicAddresses(request, lang, `Headings ${lang}`);
    for (const [name, path] of Object.entries(addresses) as [PublicPageName, string][]) {
      if (name === 'package') continue; // a client's package: its title is the admin's own text
      await openPage(page, name, path, lang);
      const { headings, h1, above } = await headingsOf(page);
      const section = SECTION_OF[name];
      if (section) expect([h1.toUpperCase(), above.toUpperCase()], `${path}: ${section} at the top`).toContain(section);
      if (lang === 'ko') {
        // The landing page's heading is the site's name.
        const english = name === 'home' ? [] : headings.filter((h) => !HANGUL.test(h) && !ENGLISH_HEADINGS.has(h.toUpperCase()));
        expect(english, `${path}: English headings on a Korean page`).toEqual([]);
      }
    }
  });
}

test('the casting and the apply forms share one field style', async ({ page }) => {
  const styleOf = async (selector: string) =>
    page.locator(selector).first().evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        border: [s.borderTopWidth, s.borderRightWidth, s.borderBottomWidth, s.borderLeftWidth, s.borderBottomStyle, s.borderBottomColor].join(' '),
        radius: s.borderRadius,
        padding: [s.paddingTop, s.paddingRight, s.paddingBottom, s.paddingLeft].join(' '),
        minHeight: s.minHeight,
        background: s.backgroundColor,
        fontSize: s.fontSize,
      };
    });
  const focusOf = async (selector: string) => {
    await page.locator(selector).first().focus();
    return page.locator(selector).first().evaluate((el) => {
      const s = getComputedStyle(el);
      return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} ${s.boxShadow}`;
    });
  };
  await page.goto(publicPagePath('casting'));
  const casting = { input: await styleOf('.casting-field input'), textarea: await styleOf('.casting-field textarea'), focus: await focusOf('.casting-field input') };
  await page.goto(publicPagePath('apply'));
  const apply = { input: await styleOf('.apply-field input[type=email]'), textarea: await styleOf('.apply-field textarea'), focus: await focusOf('.apply-field input[type=email]') };
  expect(casting.input).toEqual(apply.input);
  expect(casting.textarea.border).toBe(apply.textarea.border);
  expect(casting.textarea.padding).toBe(apply.textarea.padding);
  expect(casting.focus).toBe(apply.focus);
});
