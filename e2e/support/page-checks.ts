import type { Page } from '@playwright/test';
import type { PublicPageName } from '@agency/contract/public-pages';
import { expect, openIn, siteDrawn, type Lang } from './fixtures';

/**
 * What every public page is checked for as it is walked (e2e/public/every-public-page.spec.ts): the Korean type rules
 * (decision 114), the section headings (114) and leaked placeholders (decision 109).
 */

/** Scrolls down the whole page and back to the top, so that the blocks drawn when scrolled to (revealed cards, the landing's sections) are there. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
}

/** Opens a public page and draws all of it: down the whole page and back, so blocks drawn on scrolling are there. */
export async function openAndReveal(page: Page, name: string, path: string, lang: Lang): Promise<void> {
  // The package page shows the package's language; the visitor's choice does not apply.
  if (name === 'package') {
    await page.goto(path);
    await siteDrawn(page);
  } else await openIn(page, path, lang);
  await page.waitForLoadState('networkidle');
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /불러오는 중|Loading/ })).toHaveCount(0);
}

// ---- Type rules (decision 114) ----

const MIN_SIZE = 13;
const MAX_HANGUL_SPACING_EM = 0.02;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

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

/**
 * The page's texts that break the type rules, one line each: no text under 13 px (form fields included), no letter
 * spacing above 0.02em on a text with Hangul (tracking is for Latin capitals).
 */
export async function typeRuleOffences(page: Page): Promise<string[]> {
  return (await textsOf(page)).flatMap((t) => {
    const found: string[] = [];
    if (t.size < MIN_SIZE - 0.01) found.push(`${t.size}px < ${MIN_SIZE}px`);
    if (t.hangul && t.spacing > MAX_HANGUL_SPACING_EM * t.size + 0.01) found.push(`letter-spacing ${(t.spacing / t.size).toFixed(3)}em on Hangul`);
    return found.map((what) => `${t.where} "${t.text}": ${what}`);
  });
}

// ---- Headings (decision 114) ----

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

/** The visible h1 to h3 texts, and the h1's text with the text of the line just above it. */
async function headingsOf(page: Page): Promise<{ headings: string[]; h1: string; above: string }> {
  return page.evaluate(() => {
    const visible = [...document.querySelectorAll<HTMLElement>('main h1, main h2, main h3')].filter((h) => h.checkVisibility({ visibilityProperty: true }));
    const h1 = visible.find((h) => h.tagName === 'H1');
    const text = (el: Element | null | undefined) => (el as HTMLElement | null | undefined)?.innerText.replace(/\s+/g, ' ').trim() ?? '';
    return { headings: visible.map(text), h1: text(h1), above: text(h1?.previousElementSibling) };
  });
}

/**
 * The heading rule's offences: a section is named by the menu's English word in both languages, at the top of its page
 * (as the h1, or as the small line above an h1 worded otherwise); every other heading is in the page's language. A
 * client's package is left out: its title is the admin's own text.
 */
export async function headingOffences(page: Page, name: PublicPageName | 'not-found', lang: Lang): Promise<string[]> {
  if (name === 'package' || name === 'not-found') return [];
  const { headings, h1, above } = await headingsOf(page);
  const found: string[] = [];
  const section = SECTION_OF[name];
  if (section && ![h1.toUpperCase(), above.toUpperCase()].includes(section)) found.push(`${section} is not at the top (h1 "${h1}", above it "${above}")`);
  // The landing page's heading is the site's name.
  if (lang === 'ko' && name !== 'home') {
    const english = headings.filter((h) => !HANGUL.test(h) && !ENGLISH_HEADINGS.has(h.toUpperCase()));
    if (english.length > 0) found.push(`English headings on a Korean page: ${english.join(' | ')}`);
  }
  return found;
}

// ---- Leaked placeholders (decision 109) ----

const LEAKS: [string, RegExp][] = [
  ['${', /\$\{/],
  ['{{', /\{\{/],
  ['undefined', /\bundefined\b/],
  ['NaN', /\bNaN\b/],
  ['[object Object]', /\[object \w+\]/],
];

/**
 * A template's or a program's leftovers in a text (an unfilled `${…}` or `{{…}}`, undefined, NaN, [object Object]),
 * each with a little of the text around it (for the failure message).
 */
export function leaksIn(text: string): string[] {
  const found: string[] = [];
  for (const [name, pattern] of LEAKS) {
    const global = new RegExp(pattern.source, 'g');
    for (const match of text.matchAll(global)) {
      const at = match.index;
      found.push(`${name}: …${text.slice(Math.max(0, at - 40), at + 40).replace(/\s+/g, ' ')}…`);
    }
  }
  return found;
}

/** The leftovers in the page's title and visible text; a page without visible text is one too. */
export async function leakOffences(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => `${document.title}\n${document.body.innerText}`);
  const body = text.slice(text.indexOf('\n') + 1);
  return body.trim() ? leaksIn(text) : ['the page shows no text'];
}
