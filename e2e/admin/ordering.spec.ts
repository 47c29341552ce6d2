import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';
import { answerDialog, authHeaders, expectToast, openAdmin, signIn, uniqueSuffix } from './admin-helpers';

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
  // The sensor listens for the arrows a moment after the pick-up; at the top, another arrow up keeps it there.
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(live).toContainText('1번째 자리', { timeout: 500 });
  }).toPass();
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

/** Issue 35 item 2 (decision 106): the order has its own version; an artist's edit screen is not touched by it. */
test('an edit screen open while the roster is reordered elsewhere saves without a conflict and keeps the new place', async ({ page, request, browser, baseURL }) => {
  const token = await signIn(page, request);
  await page.setViewportSize({ width: 1440, height: 900 });
  type Item = { id: number; urlName: string; priority: number | null; version: number };
  const roster = async () =>
    ((await (await request.get('/api/artist/getAllForManagement', { headers: authHeaders(token) })).json()) as Item[]).sort((a, b) => (a.priority ?? 999) - (b.priority ?? 999));
  const forEdit = async (urlName: string) => (await (await request.get(`/api/artist/getDetailsForEdit/${urlName}`, { headers: authHeaders(token) })).json()) as { career: string; priority: number; version: number };
  const before = await roster();
  const target = before[1]!;
  const original = await forEdit(target.urlName);
  try {
    await openAdmin(page, `/admin/management/editArtist/${target.urlName}`);
    const career = page.getByLabel('활동 이력 (한국어)');
    await expect(career).toHaveValue(original.career);
    const typed = `순서와 상관없는 경력 ${uniqueSuffix()}`;
    await career.fill(typed);

    // Meanwhile a colleague moves the artist to the top on the order screen, in another browser window.
    const colleague = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    const other = await colleague.newPage();
    await signIn(other, request);
    await openAdmin(other, '/admin/management/order');
    await expect(other.locator('.admin-artist-order-name')).toHaveCount(before.length);
    const live = other.locator('[id^="DndLiveRegion"]');
    await other.locator('.admin-artist-order .admin-drag-handle').nth(1).focus();
    await other.keyboard.press('Space');
    await expect(live).toContainText(': ');
    // The sensor listens for the arrows a moment after the pick-up; at the top, another arrow up keeps it there.
    await expect(async () => {
      await other.keyboard.press('ArrowUp');
      await expect(live).toContainText('1번째 자리', { timeout: 500 });
    }).toPass();
    await other.keyboard.press('Space');
    await expectToast(other, '아티스트 순서를 저장했습니다.');
    await expect.poll(async () => (await roster())[0]!.urlName).toBe(target.urlName);
    const placed = (await roster())[0]!;
    expect.soft(placed.version).toBe(target.version);
    await colleague.close();

    // Saved from the form read before the reorder: no conflict, the career stored, the new place kept.
    await page.bringToFront();
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await answerDialog(page, '아티스트 정보를 저장하시겠습니까?', '확인');
    await expectToast(page, '아티스트 정보가 성공적으로 수정되었습니다!');
    await expect(page.getByRole('dialog', { name: /다른 관리자가 먼저 수정했습니다/ })).toHaveCount(0);
    await expect(page.getByText('다른 관리자가 먼저 수정했습니다')).toHaveCount(0);
    expect(await forEdit(target.urlName)).toMatchObject({ career: typed, priority: placed.priority, version: original.version + 1 });
    expect((await roster()).map((a) => a.urlName)).toEqual([before[1]!.urlName, before[0]!.urlName, ...before.slice(2).map((a) => a.urlName)]);
  } finally {
    // The roster as it was for the specs after this one; the career as it was.
    await request.put('/api/admin/artists/order', { headers: authHeaders(token), data: { ids: before.map((a) => a.id) } });
    const now = await (await request.get(`/api/artist/getDetailsForEdit/${target.urlName}`, { headers: authHeaders(token) })).json();
    const { views: _v, isHidden: _h, version, id: _id, polaroidCount: _c, ...body } = now as Record<string, unknown>;
    await request.put(`/api/admin/updateArtist/${target.urlName}`, { headers: { ...authHeaders(token), 'if-match': `"${String(version)}"` }, data: { ...body, career: original.career } });
  }
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

/** Issue 35 item 2 (decision 106): showing or hiding is no edit of the content, so a colleague's edit meanwhile does not refuse it. */
test('a visibility switch on a list read before a colleague edited the artist still works', async ({ page, request }) => {
  const token = await signIn(page, request);
  await page.setViewportSize({ width: 1440, height: 900 });
  type Item = { id: number; urlName: string; korName: string; isHidden: boolean; version: number };
  const list = async () => (await (await request.get('/api/artist/getAllForManagement', { headers: authHeaders(token) })).json()) as Item[];
  const target = (await list()).find((artist) => !artist.isHidden)!;
  const read = async () => (await (await request.get(`/api/artist/getDetailsForEdit/${target.urlName}`, { headers: authHeaders(token) })).json()) as Record<string, unknown>;
  const save = async (career: unknown) => {
    const { views: _v, isHidden: _h, version, id: _id, polaroidCount: _c, ...body } = await read();
    return request.put(`/api/admin/updateArtist/${target.urlName}`, { headers: { ...authHeaders(token), 'if-match': `"${String(version)}"` }, data: { ...body, career } });
  };
  const original = (await read()).career;
  try {
    await openAdmin(page, '/admin/management/artistVisibilityManage');
    await page.getByLabel('아티스트 검색').fill(target.korName);
    const toggle = page.getByRole('switch', { name: `${target.korName} 공개` });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    // Meanwhile a colleague saves a new career: the artist's version moves on.
    expect((await save(`동료가 고친 경력 ${uniqueSuffix()}`)).status()).toBe(200);
    expect((await read()).version).toBe(target.version + 1);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expectToast(page, `${target.korName}: 숨김으로 바꿨습니다.`);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect((await list()).find((artist) => artist.id === target.id)?.isHidden).toBe(true);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  } finally {
    await request.put(`/api/artist/${target.id}/visibility`, { headers: authHeaders(token), data: { isHidden: false } });
    await save(original);
  }
});
