import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';
import { authHeaders, expectToast, openAdmin, signIn } from './admin-helpers';

type Card = { urlName: string };

/** Issue 19: reordering by dragging, with the keyboard, and on a phone-sized screen. */
test('the roster order moves with the keyboard, is saved at once and can be undone', async ({ page, request }) => {
  const token = await signIn(page, request);
  await page.setViewportSize({ width: 1440, height: 900 });
  type Item = { urlName: string; priority: number | null; isHidden: boolean };
  // Every artist (hidden ones too) in roster order, and the public roster (visible ones).
  const adminOrder = async () =>
    ((await (await request.get('/api/artist/getAllForManagement', { headers: authHeaders(token) })).json()) as Item[])
      .sort((a, b) => (a.priority ?? 999) - (b.priority ?? 999))
      .map((a) => a.urlName);
  const publicOrder = async () => ((await (await request.get('/api/artist/getAll')).json()) as Card[]).map((c) => c.urlName);
  const hidden = new Set(((await (await request.get('/api/artist/getAllForManagement', { headers: authHeaders(token) })).json()) as Item[]).filter((a) => a.isHidden).map((a) => a.urlName));

  await openAdmin(page, '/admin/management/order');
  await expect(page.getByRole('heading', { level: 1, name: '아티스트 순서' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  const before = await adminOrder();
  const names = page.locator('.admin-artist-order-name');
  const secondName = (await names.nth(1).textContent())!.trim();
  const live = page.locator('[id^="DndLiveRegion"]');
  await page.locator('.admin-artist-order .admin-drag-handle').nth(1).focus();
  await page.keyboard.press('Space');
  // Read out as it moves: the name and its place.
  await expect(live).toContainText(`${secondName}: `);
  await page.keyboard.press('ArrowUp');
  await expect(live).toContainText('1번째 자리');
  await page.keyboard.press('Space');
  await expectToast(page, '아티스트 순서를 저장했습니다.');
  await expect(names.first()).toHaveText(secondName);
  const swapped = [before[1]!, before[0]!, ...before.slice(2)];
  await expect.poll(adminOrder).toEqual(swapped);
  expect(await publicOrder()).toEqual(swapped.filter((urlName) => !hidden.has(urlName)));

  await page.locator('.admin-toasts').getByRole('button', { name: '되돌리기' }).click();
  await expectToast(page, '아티스트 순서를 되돌렸습니다.');
  await expect.poll(adminOrder).toEqual(before);
});

test('detail images reorder by dragging on a 375 px screen; priorities follow the new order', async ({ page, request }) => {
  await signIn(page, request);
  await page.setViewportSize({ width: 375, height: 812 });
  await openAdmin(page, '/admin/management/editArtist/seo-yoon');
  const tiles = page.locator('.admin-tiles').first().locator('.admin-tile');
  await expect(tiles.first()).toBeVisible();
  const sourceOf = (i: number) => tiles.nth(i).locator('img').first().getAttribute('src');
  const [first, second] = [await sourceOf(0), await sourceOf(1)];
  await tiles.nth(0).scrollIntoViewIfNeeded();
  const from = await tiles.nth(1).locator('.admin-drag-handle').boundingBox();
  const to = await tiles.nth(0).locator('.admin-drag-handle').boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2 - 20, { steps: 4 });
  await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => sourceOf(0)).toBe(second);
  expect(await sourceOf(1)).toBe(first);
  const priorities = await tiles.locator('input[type=number]').evaluateAll((inputs) => (inputs as HTMLInputElement[]).map((i) => i.value));
  expect(priorities).toEqual(priorities.map((_, i) => String(i)));
  await expect(page.getByText('저장하지 않은 변경 사항이 있습니다')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('ordering-375.png') });
});
