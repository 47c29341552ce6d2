import AxeBuilder from '@axe-core/playwright';
import { expect, openIn, test } from '../support/fixtures';
import { answerDialog, authHeaders, expectToast, openAdmin, signIn, uniqueSuffix } from './admin-helpers';

/** Issue 17 (decision 079): boards managed in the admin, artists put on them, the public tabs following. */
test('create, rename, fill, reorder, hide and delete a board; the public roster follows', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const token = await signIn(page, request);
  const slug = `e2e-board-${uniqueSuffix()}`;

  await openAdmin(page, '/admin/management/boards');
  await expect(page.getByRole('heading', { level: 1, name: '보드 관리' })).toBeVisible();
  const add = page.getByRole('form', { name: '새 보드' });
  // Checked before it is sent: a bad address gets the contract's message.
  await add.getByLabel('한글 이름').fill('이티이 보드');
  await add.getByLabel('영문 이름').fill('E2E BOARD');
  await add.getByLabel('주소').fill('Not an address!');
  await add.getByRole('button', { name: '보드 추가' }).click();
  await expect(add.getByText('보드 주소는 영문 소문자, 숫자, 하이픈(-)만 사용할 수 있습니다.')).toBeVisible();
  await add.getByLabel('주소').fill(slug);
  await add.getByRole('button', { name: '보드 추가' }).click();
  await expectToast(page, '이티이 보드 보드를 추가했습니다.');
  const row = page.locator('.admin-board-row').filter({ hasText: `/management/${slug}` });
  await expect(row).toContainText('아티스트 0명');
  // A taken address is refused by the server with its message.
  await add.getByLabel('한글 이름').fill('중복');
  await add.getByLabel('영문 이름').fill('DUPLICATE');
  await add.getByLabel('주소').fill(slug);
  await add.getByRole('button', { name: '보드 추가' }).click();
  await expect(add.getByRole('alert')).toHaveText('이미 사용 중인 보드 주소입니다.');

  // Rename in both languages.
  await row.getByRole('button', { name: '수정' }).click();
  const edit = page.getByRole('form', { name: '이티이 보드 보드 수정' });
  await edit.getByLabel('한글 이름').fill('촬영 가능');
  await edit.getByLabel('영문 이름').fill('AVAILABLE');
  await edit.getByRole('button', { name: '저장' }).click();
  await expectToast(page, '촬영 가능 보드를 저장했습니다.');
  await expect(row).toContainText('촬영 가능');

  // Move it to the top, one place at a time.
  const position = async () => (await page.locator('.admin-board-row').allTextContents()).findIndex((text) => text.includes(slug));
  for (let at = await position(); at > 0; at--) {
    await row.getByRole('button', { name: '촬영 가능 보드를 위로' }).click();
    await expect.poll(position).toBe(at - 1);
  }
  await expect(row.getByRole('button', { name: '촬영 가능 보드를 위로' })).toBeDisabled();
  expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))).toEqual([]);

  // A colleague saves another board order meanwhile (issue 35, decision 106): a move on the order this screen read
  // is refused with a message and the list is read anew.
  const boards = (await (await request.get('/api/admin/boards', { headers: authHeaders(token) })).json()) as { id: number; orderVersion: number }[];
  const theirs = [boards[0]!.id, ...boards.slice(1).map((b) => b.id).reverse()];
  const saved = await request.put('/api/admin/boards/order', { headers: { ...authHeaders(token), 'if-match': `"${boards[0]!.orderVersion}"` }, data: { ids: theirs } });
  expect(saved.status()).toBe(200);
  await row.getByRole('button', { name: '촬영 가능 보드를 아래로' }).click();
  await expect(page.getByText('다른 관리자가 먼저 보드 순서를 바꿨습니다. 새로 불러온 순서에서 다시 옮겨 주세요.')).toBeVisible();
  await expect.poll(async () => (await page.locator('.admin-board-row').allTextContents()).length).toBe(boards.length);
  expect(await position()).toBe(0);

  // Put an artist of the demo on it from the artist's edit screen.
  await openAdmin(page, '/admin/management/editArtist/jun-seo');
  await page.getByRole('checkbox', { name: /촬영 가능/ }).check();
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await answerDialog(page, '아티스트 정보를 저장하시겠습니까?', '확인');
  await expectToast(page, '아티스트 정보가 성공적으로 수정되었습니다!');

  // The public roster: the board is the first tab after ALL and holds the artist.
  const visitor = await browser.newPage();
  await openIn(visitor, '/management', 'en');
  const tabs = visitor.getByRole('navigation', { name: 'Boards' }).getByRole('link');
  await expect(tabs.nth(1)).toHaveText('AVAILABLE');
  await tabs.nth(1).click();
  await expect(visitor).toHaveURL(new RegExp(`/management/${slug}`));
  await expect(visitor.locator('.artist-card-name')).toHaveText(['Jun-seo Lee']);

  // Hidden: gone from the public site (its page is a 404).
  await openAdmin(page, '/admin/management/boards');
  await row.getByRole('switch', { name: '촬영 가능 보드 공개' }).click();
  await expect(row.getByRole('switch', { name: '촬영 가능 보드 공개' })).toHaveAttribute('aria-checked', 'false');
  expect((await visitor.goto(`/management/${slug}`))?.status()).toBe(404);

  // Deleted: the artist stays on the roster.
  await row.getByRole('button', { name: '삭제' }).click();
  await answerDialog(page, '촬영 가능 보드를 삭제할까요? 보드의 아티스트는 삭제되지 않습니다.', '삭제');
  await expectToast(page, '촬영 가능 보드를 삭제했습니다.');
  await expect(row).toHaveCount(0);
  expect((await visitor.goto('/artist/jun-seo'))?.status()).toBe(200);
  await visitor.close();

  // The other boards go back to the order they had (the colleague's save above reversed them): later specs on this
  // worker read the demo boards in their order.
  const left = (await (await request.get('/api/admin/boards', { headers: authHeaders(token) })).json()) as { id: number; orderVersion: number }[];
  const restored = await request.put('/api/admin/boards/order', {
    headers: { ...authHeaders(token), 'if-match': `"${left[0]!.orderVersion}"` },
    data: { ids: boards.slice(1).map((b) => b.id) },
  });
  expect(restored.status()).toBe(200);
});
