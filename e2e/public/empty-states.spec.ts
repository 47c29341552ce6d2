import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { compCardPath } from '@agency/contract/public-pages';
import { adminToken, authHeaders, uniqueSuffix } from '../admin/admin-helpers';
import { artistDetail, artists, expect, LANGS, openIn, test } from '../support/fixtures';

/**
 * Issue 36 (decision 110): an artist without pictures shows the names set in type, not an empty grey frame, and
 * no COMPCARD (the made card would be blank) until a photo or a comp card file is there; a visible board without a
 * shown artist is no public tab and no page, until an artist is put on it.
 */
async function createArtist(request: APIRequestContext, token: string, data: Record<string, unknown>): Promise<void> {
  const response = await request.post('/api/admin/createArtist', { headers: authHeaders(token), data });
  expect(response.status(), await response.text()).toBe(200);
}

test('an artist without pictures: the names in type, no grey frame, no COMPCARD; a photo brings COMPCARD back', async ({ page, request }) => {
  const token = await adminToken(request);
  const suffix = uniqueSuffix();
  const bare = { urlName: `e2e-bare-${suffix}`, korName: '사진없음', engName: 'No Pictures' };
  const withPhoto = { urlName: `e2e-photo-${suffix}`, korName: '사진하나', engName: 'One Picture' };
  const demo = await artistDetail(request, (await artists(request))[0]!.urlName);
  try {
    await createArtist(request, token, { ...bare, instagram: 'https://instagram.com/bare' });
    await createArtist(request, token, { ...withPhoto, mainImage: demo.mainImage });
    for (const lang of LANGS) {
      await openIn(page, `/artist/${bare.urlName}`, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? bare.engName : bare.korName);
      await expect(page.locator('.artist-main-image')).toHaveCount(0);
      const plate = page.locator('.artist-name-plate');
      await expect(plate).toBeVisible();
      await expect(plate.locator('.artist-name-plate-en')).toHaveText(bare.engName);
      await expect(plate.locator('.artist-name-plate-ko')).toHaveText(bare.korName);
      // The plate is set in type on the page's background, not a grey box.
      const background = await plate.evaluate((node) => getComputedStyle(node).backgroundColor);
      const pageBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe(pageBackground);
      const links = page.locator('.artist-links a');
      await expect(links).toHaveText(['INSTAGRAM']);
      await expect(page.getByRole('link', { name: /^COMPCARD/ })).toHaveCount(0);
      expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

      await openIn(page, `/artist/${withPhoto.urlName}`, lang);
      await expect(page.locator('.artist-main-image img')).toBeVisible();
      await expect(page.locator('.artist-name-plate')).toHaveCount(0);
      await expect(page.getByRole('link', { name: /^COMPCARD/ })).toHaveAttribute('href', compCardPath(withPhoto.urlName, lang));
    }
  } finally {
    await request.delete(`/api/admin/deleteArtist/${bare.urlName}`, { headers: authHeaders(token) });
    await request.delete(`/api/admin/deleteArtist/${withPhoto.urlName}`, { headers: authHeaders(token) });
  }
});

test('a visible board without artists is no public tab and no page, until an artist is on it', async ({ page, request }) => {
  const token = await adminToken(request);
  const suffix = uniqueSuffix();
  const slug = `e2e-empty-${suffix}`;
  const created = await request.post('/api/admin/boards', { headers: authHeaders(token), data: { slug, korName: '빈 보드', engName: 'EMPTY BOARD', isHidden: false } });
  expect(created.status()).toBe(200);
  const board = (await created.json()) as { id: number };
  const urlName = `e2e-board-member-${suffix}`;
  try {
    for (const lang of LANGS) {
      await openIn(page, '/management', lang);
      const tabs = page.getByRole('navigation', { name: lang === 'en' ? 'Boards' : '보드' }).getByRole('link');
      await expect(tabs.first()).toHaveText('ALL');
      expect(await tabs.allTextContents()).not.toContain(lang === 'en' ? 'EMPTY BOARD' : '빈 보드');
    }
    expect((await page.goto(`/management/${slug}?lang=en`))?.status()).toBe(404);
    await expect(page.getByText('Board not found')).toBeVisible();

    await createArtist(request, token, { urlName, korName: '보드 멤버', engName: 'Board Member', boardIds: [board.id] });
    for (const lang of LANGS) {
      await openIn(page, '/management', lang);
      const name = lang === 'en' ? 'EMPTY BOARD' : '빈 보드';
      await page.getByRole('navigation', { name: lang === 'en' ? 'Boards' : '보드' }).getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`/management/${slug}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.locator('.artist-grid .artist-card-name')).toHaveText(['Board Member'], { ignoreCase: true });
    }
  } finally {
    await request.delete(`/api/admin/deleteArtist/${urlName}`, { headers: authHeaders(token) });
    await request.delete(`/api/admin/boards/${board.id}`, { headers: authHeaders(token) });
  }
});
