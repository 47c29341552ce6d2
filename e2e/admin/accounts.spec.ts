import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { adminDialog, answerDialog, authHeaders, expectToast, openAdmin, signIn, uniqueSuffix } from './admin-helpers';

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);

/** Issue 19, first part (decision 083): staff accounts, the editor role, sign-in records. */
test('an admin creates an editor, who signs in without the admin-only entries; disabling ends their session', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(page, request);
  await page.setViewportSize({ width: 1440, height: 900 });
  const username = `editor.${uniqueSuffix()}`;

  await openAdmin(page, '/admin/accounts');
  await expect(page.getByRole('heading', { level: 1, name: '직원 계정 관리' })).toBeVisible();
  const form = page.getByRole('region', { name: '새 계정' });
  await form.getByRole('textbox', { name: /^아이디/ }).fill(username);
  await form.getByRole('textbox', { name: /^이름/ }).fill('이편집');
  await form.getByRole('combobox', { name: '권한' }).selectOption('ROLE_EDITOR');
  await form.getByRole('button', { name: '계정 만들기' }).click();
  const once = page.getByRole('alert').filter({ hasText: `${username} 계정의 비밀번호` });
  await expect(once).toBeVisible();
  const password = (await once.locator('code').textContent())!.trim();
  expect(password).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('accounts-1440.png'), fullPage: true });
  await once.getByRole('button', { name: '확인했습니다' }).click();
  await expect(once).toHaveCount(0);

  // The editor signs in through the login page.
  const editorContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL });
  const editor = await editorContext.newPage();
  await editor.goto('/login');
  await editor.getByLabel('Username').fill(username);
  await editor.getByLabel('Password').fill(password);
  await editor.getByRole('button', { name: 'LOGIN' }).click();
  await expect(editor).toHaveURL(/\/admin$/);
  const menu = editor.getByRole('navigation', { name: '관리자 메뉴' });
  await expect(menu.getByRole('link', { name: '내 계정' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '직원 계정 관리' })).toHaveCount(0);
  await editor.goto('/admin/me');
  await expect(editor.getByRole('heading', { level: 1, name: '내 계정' })).toBeVisible();
  await expect(editor.getByRole('table')).toContainText('127.0.0.1');
  expect(await seriousViolations(editor)).toEqual([]);
  await editor.goto('/admin/accounts');
  await expect(editor.getByText('관리자 계정만 직원 계정을 관리할 수 있습니다.')).toBeVisible();

  // Disabled: the editor's next call ends the session.
  await page.reload();
  const row = page.locator('.admin-account-row').filter({ hasText: username });
  await expect(row).toContainText('최근 로그인');
  await row.getByRole('button', { name: '비활성화' }).click();
  await answerDialog(page, `${username} 계정을 비활성화할까요?`, '비활성화');
  await expectToast(page, '계정을 저장했습니다.');
  await expect(row).toContainText('비활성');
  await editor.goto('/admin/me');
  await expect(editor).toHaveURL(/\/$|\/login$/);
  await editorContext.close();
});

/** Issue 35 item 5: the switches that act at once ask first, and say what they do. */
test('a role change and requiring two-factor sign-in ask first; the question counts the accounts that would be signed out', async ({ page, request }) => {
  const token = await signIn(page, request);
  await page.setViewportSize({ width: 1440, height: 900 });
  const username = `role.${uniqueSuffix()}`;
  const created = await request.post('/api/admin/accounts', { headers: authHeaders(token), data: { username, name: '권한 바꿀 사람', role: 'ROLE_EDITOR' } });
  expect(created.status()).toBe(200);
  const roleOf = async () =>
    ((await (await request.get('/api/admin/accounts', { headers: authHeaders(token) })).json()) as { username: string; role: string }[]).find((a) => a.username === username)?.role;

  await openAdmin(page, '/admin/accounts');
  const role = page.getByRole('combobox', { name: `${username} 권한` });
  await role.selectOption('ROLE_ADMIN');
  await answerDialog(page, `${username} 계정을 관리자로 바꿀까요?`, '취소');
  await expect(role).toHaveValue('ROLE_EDITOR');
  expect(await roleOf()).toBe('ROLE_EDITOR');
  await role.selectOption('ROLE_ADMIN');
  await expect(adminDialog(page)).toContainText('모든 기능을 쓰게 됩니다');
  expect(await seriousViolations(page)).toEqual([]);
  await answerDialog(page, `${username} 계정을 관리자로 바꿀까요?`, '권한 바꾸기');
  await expectToast(page, '계정을 저장했습니다.');
  await expect(role).toHaveValue('ROLE_ADMIN');
  expect(await roleOf()).toBe('ROLE_ADMIN');
  await role.selectOption('ROLE_EDITOR');
  await answerDialog(page, `${username} 계정을 편집자로 바꿀까요?`, '권한 바꾸기');
  await expect(role).toHaveValue('ROLE_EDITOR');

  // Requiring two-factor sign-in names the enabled accounts without it: they would be signed out at once.
  const accounts = (await (await request.get('/api/admin/accounts', { headers: authHeaders(token) })).json()) as { username: string; disabled: boolean; twoFactor: boolean }[];
  const signedOut = accounts.filter((a) => !a.disabled && !a.twoFactor);
  expect(signedOut.length).toBeGreaterThan(0);
  const requirement = page.getByRole('checkbox', { name: '모든 계정에 2단계 인증 요구' });
  await expect(requirement).not.toBeChecked();
  await requirement.click();
  await answerDialog(page, `2단계 인증을 켜지 않은 활성 계정 ${signedOut.length}개가 바로 로그아웃되고`, '취소');
  await expect(requirement).not.toBeChecked();
  expect(((await (await request.get('/api/admin/security', { headers: authHeaders(token) })).json()) as { requireTwoFactor: boolean }).requireTwoFactor).toBe(false);
});
