import type { Page } from '@playwright/test';
import { expect, LANGS, openIn, test } from '../support/fixtures';
import { publicAddresses } from '../support/public-addresses';

/**
 * Issue 36 (decision 109): no page shows a template's or a program's leftovers (an unfilled `${…}` or `{{…}}`,
 * undefined, NaN, [object Object]) in its visible text or its title, on any public page in either language.
 */
const LEAKS: [string, RegExp][] = [
  ['${', /\$\{/],
  ['{{', /\{\{/],
  ['undefined', /\bundefined\b/],
  ['NaN', /\bNaN\b/],
  ['[object Object]', /\[object \w+\]/],
];

/** The leftovers in a text, each with a little of the text around it (for the failure message). */
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

/** The page's visible text once its data is drawn (no loading text left), the parts read on scrolling too. */
async function visibleText(page: Page): Promise<string> {
  await page.waitForLoadState('networkidle');
  // Sections below the fold (the home page's featured artists and latest work) read their data when they come near.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  await expect(page.getByRole('status').filter({ hasText: /불러오는 중|Loading/ })).toHaveCount(0);
  return page.evaluate(() => `${document.title}\n${document.body.innerText}`);
}

for (const lang of LANGS) {
  test(`no public page shows a leaked placeholder (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const pages: [string, string][] = [...Object.entries(await publicAddresses(request, lang, `Placeholder guard ${lang}`)), ['not-found', '/no-such-page']];
    const leaks: string[] = [];
    for (const [name, path] of pages) {
      if (name === 'package') {
        // The package shows its own language; the visitor's choice does not apply.
        await page.goto(path);
      } else {
        await openIn(page, path, lang);
      }
      const text = await visibleText(page);
      expect(text.trim().length, path).toBeGreaterThan(0);
      leaks.push(...leaksIn(text).map((leak) => `${path} ${leak}`));
    }
    expect(leaks).toEqual([]);
  });
}

test('the guard finds each kind of leftover', () => {
  expect(leaksIn('만 ${APPLICATION_GUARDIAN_AGE}세 미만은')).toHaveLength(1);
  expect(leaksIn('Hello {{name}}')).toHaveLength(1);
  expect(leaksIn('Height undefined cm, bust NaN')).toHaveLength(2);
  expect(leaksIn('Agency: [object Object]')).toHaveLength(1);
  expect(leaksIn('Nana Kim, 178 cm, {name}, $10')).toEqual([]);
});
