import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { adminDialog, adminToken, answerDialog, authHeaders, expectToast, getContent, openAdmin, restoreContent, signIn, startSignedIn, uniqueSuffix } from './admin-helpers';

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);

/** Issue 19, history with restore (decision 086): from an edit screen to its history, the difference, a restore. */
test('an edit is seen in the history with its difference and put back; a deleted artist comes back; a later change asks to force', async ({ page, request }) => {
  test.setTimeout(150_000);
  const token = await signIn(page, request);
  await page.setViewportSize({ width: 1440, height: 900 });
  const urlName = `e2e-history-${uniqueSuffix()}`;
  const demo = (await (await request.get('/api/artist/getDetailsForEdit/seo-yoon', { headers: authHeaders(token) })).json()) as {
    mainImage: string;
    detailImages: { priority: number; imageUrl: string }[];
  };
  const created = await request.post('/api/admin/createArtist', {
    headers: authHeaders(token),
    data: { urlName, korName: '기록 아티스트', engName: 'HISTORY', height: '176', mainImage: demo.mainImage, detailImages: demo.detailImages.slice(0, 3) },
  });
  expect(created.status()).toBe(200);
  try {
    // An edit through the edit screen.
    await openAdmin(page, `/admin/management/editArtist/${urlName}`);
    await page.getByLabel('한글 이름').fill('기록 아티스트 (수정)');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await answerDialog(page, '아티스트 정보를 저장하시겠습니까?', '확인');
    await expectToast(page, '아티스트 정보가 성공적으로 수정되었습니다!');

    // Its history, from the screen's own link.
    await page.getByRole('link', { name: '변경 기록 보기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '변경 기록' })).toBeVisible();
    await expect(page.getByText(/이 대상만: 기록 아티스트 \(수정\)/)).toBeVisible();
    const entries = page.getByRole('list', { name: '변경 기록' }).getByRole('listitem');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText('아티스트 수정');
    await expect(entries.nth(1)).toContainText('아티스트 등록');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('history-1440.png'), fullPage: true });

    await entries.nth(0).getByRole('link', { name: /자세히/ }).click();
    const diff = page.getByRole('table');
    await expect(diff.getByRole('row', { name: /한글 이름/ })).toContainText('기록 아티스트');
    await expect(diff.getByRole('row', { name: /한글 이름/ })).toContainText('기록 아티스트 (수정)');
    // Only what changed, unless asked.
    await expect(diff.getByRole('row', { name: /상세 사진/ })).toHaveCount(0);
    await page.getByLabel('바뀌지 않은 항목도 보기').check();
    await expect(diff.getByRole('row', { name: /상세 사진/ }).locator('img')).toHaveCount(6);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('history-entry-1440.png'), fullPage: true });

    await page.getByRole('button', { name: '변경 전으로 되돌리기' }).click();
    await answerDialog(page, '이 변경 전 상태로 되돌릴까요?', '변경 전으로 되돌리기');
    await expectToast(page, '변경 전 상태로 되돌렸습니다.');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('되돌리기');
    expect(((await (await request.get(`/api/artist/getDetails/${urlName}`)).json()) as { korName: string }).korName).toBe('기록 아티스트');

    // A deleted artist: its pictures as thumbnails, then back.
    const id = ((await (await request.get(`/api/artist/getDetailsForEdit/${urlName}`, { headers: authHeaders(token) })).json()) as { id: number }).id;
    expect((await request.delete(`/api/admin/deleteArtist/${urlName}`, { headers: authHeaders(token) })).status()).toBe(200);
    await openAdmin(page, `/admin/history?target=artist:${id}`);
    await page.getByRole('list', { name: '변경 기록' }).getByRole('listitem').filter({ hasText: '아티스트 삭제' }).getByRole('link', { name: /자세히/ }).click();
    await expect(page.getByRole('row', { name: /상세 사진/ }).locator('img')).toHaveCount(3);
    await expect(page.getByRole('row', { name: /상세 사진/ })).toContainText('삭제됨 (없음)');
    await page.getByRole('button', { name: '변경 전으로 되돌리기' }).click();
    await answerDialog(page, '이 변경 전 상태로 되돌릴까요?', '변경 전으로 되돌리기');
    await expectToast(page, '변경 전 상태로 되돌렸습니다.');
    expect((await request.get(`/api/artist/getDetails/${urlName}`)).status()).toBe(200);

    // Changed again since: the restore asks before overwriting.
    expect((await request.put(`/api/artist/${id}/visibility`, { headers: authHeaders(token), data: { isHidden: true } })).status()).toBe(200);
    await page.setViewportSize({ width: 375, height: 800 });
    await openAdmin(page, `/admin/history?target=artist:${id}`);
    await page.getByRole('list', { name: '변경 기록' }).getByRole('listitem').filter({ hasText: '아티스트 수정' }).getByRole('link', { name: /자세히/ }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('history-entry-375.png'), fullPage: true });
    await page.getByRole('button', { name: '변경 전으로 되돌리기' }).click();
    await answerDialog(page, '이 변경 전 상태로 되돌릴까요?', '변경 전으로 되돌리기');
    await answerDialog(page, '덮어쓰고 되돌릴까요?', '덮어쓰고 되돌리기');
    await expectToast(page, '변경 전 상태로 되돌렸습니다.');
    const after = (await (await request.get(`/api/artist/getDetailsForEdit/${urlName}`, { headers: authHeaders(token) })).json()) as { korName: string; isHidden: boolean };
    expect(after).toMatchObject({ korName: '기록 아티스트', isHidden: false });
  } finally {
    await request.delete(`/api/admin/deleteArtist/${urlName}`, { headers: authHeaders(token) });
  }
});

test('the history filters by person and target type, and full admins set how long it is kept', async ({ page, request }) => {
  await signIn(page, request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAdmin(page, '/admin/history');
  await page.getByLabel('대상').selectOption('artist');
  await expect(page).toHaveURL(/target=artist/);
  const entries = page.getByRole('list', { name: '변경 기록' }).getByRole('listitem');
  await expect(entries.first()).toBeVisible();
  for (const text of await entries.allInnerTexts()) expect(text).toContain('아티스트');
  await page.getByLabel('사람').selectOption({ index: 1 });
  await expect(page).toHaveURL(/username=/);
  await page.getByLabel('시작일').fill('2000-01-01');
  await page.getByLabel('종료일').fill('2000-01-02');
  await expect(page.getByText('조건에 맞는 기록이 없습니다.')).toBeVisible();
  await page.getByRole('button', { name: '조건 지우기' }).click();
  await expect(entries.first()).toBeVisible();

  const retention = page.getByLabel('보관 기간', { exact: true });
  await expect(retention).toHaveValue('');
  await retention.selectOption({ label: '5년' });
  await answerDialog(page, '보관 기간을 5년으로 바꿀까요?', '보관 기간 바꾸기');
  await expectToast(page, '보관 기간을 저장했습니다.');
  await page.reload();
  await expect(page.getByLabel('보관 기간', { exact: true })).toHaveValue('1825');
  await page.getByLabel('보관 기간', { exact: true }).selectOption({ label: '영구 보관' });
  await expectToast(page, '보관 기간을 저장했습니다.');
});

/** Issue 35 item 5: a retention deletes entries and the pictures only they keep, so it asks first with the counts. */
test('choosing a retention asks first and says how many entries and files it deletes', async ({ page, request }) => {
  const token = await signIn(page, request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAdmin(page, '/admin/history');
  const retention = page.getByLabel('보관 기간', { exact: true });
  await expect(retention).toHaveValue('');
  const preview = await request.get('/api/admin/audit-settings/preview?retentionDays=365', { headers: authHeaders(token) });
  expect(preview.status()).toBe(200);
  const going = (await preview.json()) as { entries: number; files: number };
  await retention.selectOption({ label: '1년' });
  await expect(adminDialog(page)).toContainText(
    going.entries === 0 ? '보관 기간을 1년으로 바꿀까요? 지금 지워질 기록은 없습니다.' : `1년이 지난 기록 ${going.entries}건이 몇 시간 안에 지워지고`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await answerDialog(page, '보관 기간을 1년으로 바꿀까요?', '취소');
  await expect(retention).toHaveValue('');
  const stored = async () => ((await (await request.get('/api/admin/audit-settings', { headers: authHeaders(token) })).json()) as { retentionDays: number | null }).retentionDays;
  expect(await stored()).toBeNull();
  await retention.selectOption({ label: '1년' });
  await answerDialog(page, '보관 기간을 1년으로 바꿀까요?', '보관 기간 바꾸기');
  await expectToast(page, '보관 기간을 저장했습니다.');
  expect(await stored()).toBe(365);
  // Back to forever: nothing is deleted, nothing asked.
  await retention.selectOption({ label: '영구 보관' });
  await expectToast(page, '보관 기간을 저장했습니다.');
  // The toast of the save before may still be the one shown: the setting is read until the second save has landed.
  await expect.poll(stored).toBeNull();
});

/**
 * Issue 35 item 8 (decision 108): a page text under its label from the edit screen with the changed word marked, the
 * page by its Korean name, an artist's boards by name and the person by display name, not raw keys and ids.
 */
test('the history reads as the edit screens do: slot names, the changed word, pages, boards and people by name', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await adminToken(request);
  const suffix = uniqueSuffix();
  // An editor with a display name makes the changes.
  const username = `history.${suffix}`;
  const account = await request.post('/api/admin/accounts', { headers: authHeaders(admin), data: { username, name: '기록 담당 한지민', role: 'ROLE_EDITOR' } });
  expect(account.status()).toBe(200);
  const { password } = (await account.json()) as { password: string };
  const login = await request.post('/api/loginProc', { form: { username, password } });
  expect(login.status()).toBe(200);
  const { accessToken: editor } = (await login.json()) as { accessToken: string };
  await startSignedIn(page, editor);

  const before = await getContent(request, 'PRODUCTION_INFO');
  const board = await request.post('/api/admin/boards', { headers: authHeaders(admin), data: { slug: `history-${suffix}`, korName: `기록 보드 ${suffix}`, engName: 'HISTORY BOARD' } });
  expect(board.status(), await board.text()).toBe(200);
  const boardId = ((await board.json()) as { id: number }).id;
  const urlName = `e2e-readable-${suffix}`;
  try {
    // The Korean description (text slot 1) holds three lines; the editor changes one word of the second.
    const texts = [...before.pageContentTexts].sort((a, b) => a.priority - b.priority);
    texts[0] = { ...texts[0]!, description: '프로덕션 소개\n촬영은 서울 강남 스튜디오에서 진행합니다.\n문의는 메일로 받습니다.' };
    const set = await request.post('/api/admin/pageContent/upsert', { headers: authHeaders(admin), data: { code: 'PRODUCTION_INFO', texts } });
    expect(set.status(), await set.text()).toBe(200);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAdmin(page, '/admin/production/editPage');
    const description = page.getByLabel('한국어 설명');
    await expect(description).toHaveValue(/강남 스튜디오/);
    await description.fill('프로덕션 소개\n촬영은 서울 성수동 스튜디오에서 진행합니다.\n문의는 메일로 받습니다.');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expectToast(page, '저장되었습니다!');

    // The list: the page in Korean, the person by name.
    await openAdmin(page, '/admin/history?target=page:PRODUCTION_INFO');
    await expect(page.getByText('이 대상만: 프로덕션 페이지')).toBeVisible();
    const entries = page.getByRole('list', { name: '변경 기록' }).getByRole('listitem');
    await expect(entries.first()).toContainText('기록 담당 한지민');
    await expect(entries.first()).toContainText('페이지 내용 프로덕션 페이지');
    await expect(page.getByRole('list', { name: '변경 기록' })).not.toContainText('PRODUCTION_INFO');
    await expect(page.getByLabel('사람').locator('option', { hasText: `기록 담당 한지민 (${username})` })).toHaveCount(1);
    await page.setViewportSize({ width: 375, height: 800 });
    await openAdmin(page, '/admin/history?target=page:PRODUCTION_INFO');
    await expect(entries.first()).toContainText(username);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('history-list-names-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    // The change: one row, labelled as on the edit screen, the changed word marked on each side.
    await entries.first().getByRole('link', { name: /자세히/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('내용 수정 · 프로덕션 페이지');
    await expect(page.locator('.admin-history-facts')).toContainText(`기록 담당 한지민 (${username})`);
    const diff = page.getByRole('table');
    await expect(diff.getByRole('row')).toHaveCount(2);
    const row = diff.getByRole('row', { name: /한국어 설명/ });
    await expect(row.locator('del')).toHaveText(['강남']);
    await expect(row.locator('ins')).toHaveText(['성수동']);
    await expect(row.locator('.admin-diff-line.is-after')).toHaveText('촬영은 서울 성수동 스튜디오에서 진행합니다.');
    await expect(diff).not.toContainText('description');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('history-text-diff-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(row.locator('ins')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('history-text-diff-375.png'), fullPage: true });
    // Everything on request: each slot under its own label, none as "글".
    await page.getByLabel('바뀌지 않은 항목도 보기').check();
    await expect(diff.getByRole('row', { name: /영문 설명/ })).toBeVisible();
    await expect(diff.getByRole('row', { name: /^상단 이미지/ })).toBeVisible();
    await expect(diff.getByRole('rowheader', { name: '글', exact: true })).toHaveCount(0);

    // An artist made with a board: its boards by name, not by id.
    await page.setViewportSize({ width: 1440, height: 900 });
    const demo = (await (await request.get('/api/artist/getDetailsForEdit/seo-yoon', { headers: authHeaders(admin) })).json()) as { mainImage: string };
    const created = await request.post('/api/admin/createArtist', {
      headers: authHeaders(editor),
      data: { urlName, korName: '이름 보이는 아티스트', engName: 'NAMED', height: '170', mainImage: demo.mainImage, boardIds: [boardId] },
    });
    expect(created.status(), await created.text()).toBe(200);
    const artistId = ((await (await request.get(`/api/artist/getDetailsForEdit/${urlName}`, { headers: authHeaders(admin) })).json()) as { id: number }).id;
    await openAdmin(page, `/admin/history?target=artist:${artistId}`);
    const made = page.getByRole('list', { name: '변경 기록' }).getByRole('listitem').first();
    await expect(made).toContainText('기록 담당 한지민');
    await expect(made).toContainText(`아티스트 등록 아티스트 이름 보이는 아티스트 (${urlName})`);
    await made.getByRole('link', { name: /자세히/ }).click();
    await expect(page.getByRole('row', { name: /^보드/ })).toContainText(`기록 보드 ${suffix}`);
    await expect(page.getByRole('row', { name: /^보드/ })).not.toContainText(`#${boardId}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('history-artist-boards-1440.png'), fullPage: true });
  } finally {
    await restoreContent(request, admin, before, ['texts']);
    await request.delete(`/api/admin/deleteArtist/${urlName}`, { headers: authHeaders(admin) });
    await request.delete(`/api/admin/boards/${boardId}`, { headers: authHeaders(admin) });
  }
});
