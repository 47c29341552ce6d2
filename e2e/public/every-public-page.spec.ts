import type { PublicPageName } from '@agency/contract/public-pages';
import { expect, LANGS, test } from '../support/fixtures';
import { headingOffences, leakOffences, openAndReveal, typeRuleOffences } from '../support/page-checks';
import { publicAddresses } from '../support/public-addresses';

/**
 * Every page of the public page table (and the not-found page) in both languages at a phone's, a tablet's and a
 * desktop's width, opened once and drawn whole, then checked for (support/page-checks.ts):
 * - the Korean type rules (issue 36 item 7, decision 114), at every width;
 * - leaked placeholders in its title and text (decision 109), at every width;
 * - the heading rule (decision 114), at the desktop width.
 * One walk feeds all three, so each page is loaded once per width (docs/performance.md). The six walks are
 * independent and spread over the workers.
 */
test.describe.configure({ mode: 'parallel' });

for (const lang of LANGS) {
  for (const width of [375, 768, 1440]) {
    test(`every public page at ${width} px (${lang}): type rules, no leaked placeholder${width === 1440 ? ', section headings' : ''}`, async ({ page, request }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      const addresses = await publicAddresses(request, lang, `Every page ${lang} ${width}`);
      const pages = [...Object.entries(addresses), ['not-found', '/no-such-page']] as [PublicPageName | 'not-found', string][];
      const found: string[] = [];
      for (const [name, path] of pages) {
        await openAndReveal(page, name, path, lang);
        const offences = [
          ...(await typeRuleOffences(page)),
          ...(await leakOffences(page)),
          ...(width === 1440 ? await headingOffences(page, name, lang) : []),
        ];
        found.push(...offences.map((line) => `${path} ${line}`));
      }
      expect([...new Set(found)]).toEqual([]);
    });
  }
}
