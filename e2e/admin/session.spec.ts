import AxeBuilder from '@axe-core/playwright';
import { ABOUT_SLOTS, byPriority } from '@agency/contract/page-slots';
import { generate } from 'otplib';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { adminCredentials, adminToken, authHeaders, expectToast, getContent, openAdmin, restoreContent, signIn, startSignedIn, uniqueSuffix } from './admin-helpers';

/**
 * Issue 35 item 6 (decision 101): before the sign-in ends the admin warns, and signing in again happens in a dialog
 * on the same screen, with the typed text untouched; once it has ended the dialog opens by itself. The token lasts a
 * day: the browser's clock is moved on (Playwright's clock), the server's is not.
 */

async function expectAxeClean(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

test('ten minutes before the sign-in ends the admin warns; signing in again in a dialog keeps the screen and the typed text', async ({ page, request }) => {
  const token = await signIn(page, request);
  const before = await getContent(request, 'ABOUT_INFO');
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.101' });
  await page.clock.install();
  try {
    await openAdmin(page, '/admin/about/editPage');
    const title = page.getByLabel('한국어 제목');
    const typed = `연장 전에 쓴 제목 ${uniqueSuffix()}`;
    await title.fill(typed);
    const warning = page.getByRole('alert').filter({ hasText: '로그인이' });
    await expect(warning).toHaveCount(0);

    // 23 h 51 min later by the browser's clock: nine minutes left.
    await page.clock.fastForward('23:51:00');
    await expect(warning).toContainText('만료됩니다');
    await expect(warning).toBeInViewport();
    await expectAxeClean(page, '.admin-session-warning');
    await warning.getByRole('button', { name: '다시 로그인' }).click();

    const dialog = page.getByRole('dialog', { name: '다시 로그인' });
    await expect(dialog).toContainText(adminCredentials().username);
    const password = dialog.getByLabel('비밀번호');
    await expect(password).toBeFocused();
    await expectAxeClean(page, '.admin-re-sign-in');
    await password.fill('not-the-password');
    await dialog.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('비밀번호가 맞지 않습니다.');
    await expect(page).toHaveURL(/\/admin\/about\/editPage$/);
    await password.fill(adminCredentials().password);
    await dialog.getByRole('button', { name: '로그인', exact: true }).click();

    await expect(dialog).toHaveCount(0);
    await expectToast(page, '다시 로그인했습니다. 하던 작업을 계속하세요.');
    await expect(warning).toHaveCount(0);
    expect(await storedToken(page)).not.toBe(token);
    await expect(page).toHaveURL(/\/admin\/about\/editPage$/);
    await expect(title).toHaveValue(typed);

    // The new sign-in is counted from when it came, by this browser's clock: no warning for another day.
    await page.clock.fastForward('01:00:00');
    await expect(warning).toHaveCount(0);
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expectToast(page, '저장되었습니다!');
    expect(byPriority((await getContent(request, 'ABOUT_INFO')).pageContentTexts)[ABOUT_SLOTS.title.ko - 1]!.description).toBe(typed);
  } finally {
    await restoreContent(request, token, before, ['texts']);
  }
});

test('once the sign-in has ended the dialog opens by itself; an account with two-factor sign-in gives its code there', async ({ page, request }) => {
  // An editor with two-factor sign-in on (decision 084), signed in before the browser's clock moves on.
  const username = `resign.${uniqueSuffix()}`;
  const created = await request.post('/api/admin/accounts', { headers: authHeaders(await adminToken(request)), data: { username, name: '연장테스트', role: 'ROLE_EDITOR' } });
  expect(created.status()).toBe(200);
  const { password } = (await created.json()) as { password: string };
  const first = await request.post('/api/loginProc', { form: { username, password } });
  const { accessToken: firstToken } = (await first.json()) as { accessToken: string };
  const setup = await request.post('/api/admin/me/two-factor/setup', { headers: authHeaders(firstToken), data: { currentPassword: password } });
  expect(setup.status()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await request.post('/api/admin/me/two-factor/confirm', { headers: authHeaders(firstToken), data: { code: await generate({ secret }) } });
  expect(confirmed.status()).toBe(200);
  const { accessToken, recoveryCodes } = (await confirmed.json()) as { accessToken: string; recoveryCodes: string[] };
  await startSignedIn(page, accessToken);
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.102' });
  await page.clock.install();

  await openAdmin(page, '/admin/news/editPage');
  const title = page.getByLabel('한국어 제목');
  const typed = `만료 뒤에도 남은 제목 ${uniqueSuffix()}`;
  await title.fill(typed);

  // A day and a minute later by the browser's clock: the sign-in has ended.
  await page.clock.fastForward('24:01:00');
  const dialog = page.getByRole('dialog', { name: '다시 로그인' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '로그인이 만료되었습니다' })).toBeVisible();
  await dialog.getByLabel('비밀번호').fill(password);
  await dialog.getByRole('button', { name: '로그인', exact: true }).click();

  const codeStep = page.getByRole('dialog', { name: '2단계 인증' });
  const code = codeStep.getByLabel('인증 코드');
  await expect(code).toBeFocused();
  await expectAxeClean(page, '.admin-re-sign-in');
  await code.fill(recoveryCodes[0]!);
  await codeStep.getByRole('button', { name: '확인' }).click();

  await expect(codeStep).toHaveCount(0);
  await expectToast(page, '다시 로그인했습니다. 하던 작업을 계속하세요.');
  await expect(page.getByRole('alert').filter({ hasText: '로그인이' })).toHaveCount(0);
  const renewed = await storedToken(page);
  expect(renewed).not.toBe(accessToken);
  expect((await request.get('/api/admin/me', { headers: authHeaders(renewed!) })).status()).toBe(200);
  await expect(page).toHaveURL(/\/admin\/news\/editPage$/);
  await expect(title).toHaveValue(typed);
});
