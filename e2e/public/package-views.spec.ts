import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { adminToken, openAdmin, startSignedIn, uniqueSuffix } from '../admin/admin-helpers';
import { blockExternalHosts, expect, LANGS, test } from '../support/fixtures';

/**
 * Issue 37: a recipient's package opens on a contact sheet (several artists per screen on a phone and a desktop),
 * answers each artist (favourite, request, decline), filters to the favourites and compares two side by side; the
 * agency reads every answer on that recipient's row.
 */
const TEXTS = {
  ko: { favourite: '관심 아티스트', request: '섭외 요청', decline: '제외', filter: '관심 · 섭외 요청만 보기', compare: (n: number) => `비교 (${n})`, grid: '한눈에 보기', count: '관심 아티스트 2명' },
  en: { favourite: 'Favourite', request: 'Request', decline: 'Decline', filter: 'Favourites and requests only', compare: (n: number) => `Compare (${n})`, grid: 'Contact sheet', count: '2 favourites' },
} as const;

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);

const tops = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((items) => items.map((item) => Math.round((item as HTMLElement).getBoundingClientRect().top)));

for (const width of [375, 1440]) {
  for (const lang of LANGS) {
    test(`a recipient's contact sheet, answers, favourites filter and comparison at ${width} px (${lang})`, async ({ page, request, baseURL }) => {
      const t = TEXTS[lang];
      const token = await adminToken(request);
      const auth = { Authorization: `Bearer ${token}` };
      const roster = (await (await request.get('/api/artist/getAll')).json()) as { id: number; korName: string; engName: string }[];
      // Artists with both names, as the answers feed below is read with both (another test may add one without).
      const chosen = roster.filter((artist) => artist.engName !== '').slice(0, 4);
      const suffix = uniqueSuffix();
      const data = {
        title: `시트 ${suffix}`,
        titleEn: `Sheet ${suffix}`,
        clientName: 'Brand Co.',
        artistIds: chosen.map((a) => a.id),
        bookerName: '박준 실장',
        bookerPhone: '+82 10-1234-5678',
        bookerEmail: 'jun@agency.test',
      };
      const created = (await (await request.post('/api/admin/packages', { headers: auth, data })).json()) as { id: number };
      const sent = await request.post(`/api/admin/packages/${created.id}/send`, {
        headers: auth,
        data: { recipients: [{ name: 'Casting Kim', email: `casting-${uniqueSuffix()}@brand.test`, language: lang }] },
      });
      expect(sent.status()).toBe(200);
      const { recipients } = (await sent.json()) as { recipients: { id: number; url: string }[] };

      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await blockExternalHosts(page, baseURL ?? '');
      await page.goto(new URL(recipients[0]!.url).pathname);
      const cards = page.locator('.package-card');
      await expect(cards).toHaveCount(4);
      // The title in the reader's language, and whom to call.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? data.titleEn : data.title);
      await expect(page.locator('.package-booker')).toContainText('박준 실장');
      await expect(page.locator('.package-booker').getByRole('link', { name: '+82 10-1234-5678' })).toHaveAttribute('href', 'tel:+821012345678');
      // The agency's page, not the site: its name and KOR / ENG, no menu.
      await expect(page.locator('.site-header--bare .site-logo')).toBeVisible();
      await expect(page.locator('.menu-toggle, .desktop-nav, #side-menu')).toHaveCount(0);
      // Several per screen: two side by side on a phone, all four in one row on a desktop.
      const cardTops = await tops(page, '.package-card');
      expect(cardTops[0]).toBe(cardTops[1]);
      if (width === 1440) expect(new Set(cardTops).size).toBe(1);
      else expect(cardTops[2]).toBeGreaterThan(cardTops[0]!);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`package-grid-${width}-${lang}.png`) });

      const name = (i: number) => (lang === 'ko' ? chosen[i]!.korName : chosen[i]!.engName);
      const card = (i: number) => page.getByRole('article', { name: name(i) });
      await card(0).getByRole('button', { name: t.request }).click();
      await expect(card(0).getByRole('button', { name: t.request })).toHaveAttribute('aria-pressed', 'true');
      await card(1).getByRole('button', { name: t.decline }).click();
      await card(2).getByRole('button', { name: t.favourite }).click();
      await expect(page.getByText(t.count)).toBeVisible();

      await page.getByLabel(t.filter).check();
      await expect(cards).toHaveCount(2);
      await page.getByLabel(t.filter).uncheck();
      await expect(cards).toHaveCount(4);

      const compareButton = page.getByRole('button', { name: t.compare(0) });
      await expect(compareButton).toBeDisabled();
      await page.getByRole('checkbox', { name: new RegExp(name(0)) }).check();
      await page.getByRole('checkbox', { name: new RegExp(name(2)) }).check();
      await page.getByRole('button', { name: t.compare(2) }).click();
      const columns = page.locator('.package-compare-column');
      await expect(columns).toHaveCount(2);
      const columnTops = await tops(page, '.package-compare-column');
      expect(columnTops[0]).toBe(columnTops[1]);
      const [first, second] = await columns.evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })));
      // Side by side, both on the screen.
      expect(second!.left).toBeGreaterThan(first!.right - 1);
      expect(second!.right).toBeLessThanOrEqual(width);
      await expect(columns.first().getByRole('button', { name: t.request })).toHaveAttribute('aria-pressed', 'true');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`package-compare-${width}-${lang}.png`) });

      // The comp cards of the package, in the page's language.
      await page.getByRole('button', { name: t.grid }).click();
      await expect(page.getByRole('link', { name: /PDF/ })).toHaveAttribute('href', new RegExp(`/compcards\\.pdf\\?lang=${lang}$`));

      // The agency reads the answers on this recipient's row.
      await expect
        .poll(async () => {
          const detail = (await (await request.get(`/api/admin/packages/${created.id}`, { headers: auth })).json()) as {
            artists: { artistId: number; answers: { recipientId: number | null; status: string }[] }[];
          };
          return detail.artists.map((a) => a.answers.filter((x) => x.recipientId === recipients[0]!.id).map((x) => x.status).join());
        })
        .toEqual(['select', 'decline', 'shortlist', '']);

      // The recipient switches the language: their link remembers it.
      const other = lang === 'ko' ? 'en' : 'ko';
      await page.getByRole('button', { name: other === 'en' ? 'ENG' : 'KOR' }).click();
      await expect
        .poll(async () => {
          const detail = (await (await request.get(`/api/admin/packages/${created.id}`, { headers: auth })).json()) as { recipients: { language: string }[] };
          return detail.recipients[0]!.language;
        })
        .toBe(other);

      // The dashboard lists the new answers, linking to the package.
      await startSignedIn(page, token);
      await openAdmin(page, '/admin');
      const answers = page.getByRole('region', { name: '패키지 새 답변' });
      await expect(answers).toContainText(`Casting Kim · ${chosen[0]!.korName} / ${chosen[0]!.engName}: 섭외 요청`);
      await expect(answers).toContainText(`Casting Kim · ${chosen[1]!.korName} / ${chosen[1]!.engName}: 제외`);
      await expect(answers.getByRole('link', { name: data.title }).first()).toHaveAttribute('href', `/admin/packages/${created.id}`);
    });
  }
}
