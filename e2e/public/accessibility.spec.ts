import AxeBuilder from '@axe-core/playwright';
import { blockExternalHosts, expect, LANGS, artists, siteDrawn, test } from '../support/fixtures';
import { scrollThrough } from '../support/page-checks';

// The tests are independent: they are spread over the workers (docs/performance.md).
test.describe.configure({ mode: 'parallel' });

const PAGES = ['/', '/about', '/contact', '/casting', '/privacy', '/management', '/management/new-faces?q=a&minHeight=170', '/management?minHeight=250', '/production', '/news', '/news?tab=photos', '/no-such-page'];

for (const lang of LANGS) {
  test(`axe finds no serious or critical violations (${lang})`, async ({ browser, baseURL, request }) => {
    test.setTimeout(180_000);
    const list = await artists(request);
    const paths = [...PAGES, `/artist/${list[0]?.urlName ?? 'none'}`, '/production/detail/1'];
    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
    await blockExternalHosts(context, baseURL ?? '');
    await context.addInitScript((language) => localStorage.setItem('language', language), lang);
    const page = await context.newPage();
    const report: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await siteDrawn(page);
      await page.waitForLoadState('networkidle');
      // Reveal every scroll-animated block before scanning.
      await scrollThrough(page);
      await page.waitForTimeout(300);
      const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
      for (const violation of results.violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          report.push(`${path}: ${violation.id} (${violation.impact}) ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        }
      }
    }
    await context.close();
    expect(report).toEqual([]);
  });
}
