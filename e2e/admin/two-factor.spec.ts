import AxeBuilder from '@axe-core/playwright';
import { generate } from 'otplib';
import { expect, test } from '../support/fixtures';
import { adminToken, authHeaders, uniqueSuffix } from './admin-helpers';

/**
 * Issue 19 (decision 084): an account turns on two-factor sign-in and signs in with a code and with a recovery code;
 * issue 33 (decision 092): setting it up and turning it off ask for the password or a current code first, and the
 * session making the change stays signed in.
 */
test('two-factor sign-in: set up on 내 계정 with a QR code, then sign in with a recovery code', async ({ page, request }) => {
  test.setTimeout(120_000);
  const username = `tfa.${uniqueSuffix()}`;
  const created = await request.post('/api/admin/accounts', { headers: authHeaders(await adminToken(request)), data: { username, name: '이인증', role: 'ROLE_EDITOR' } });
  expect(created.status()).toBe(200);
  const { password } = (await created.json()) as { password: string };
  await page.setViewportSize({ width: 1440, height: 900 });
  // Its own address (the e2e server trusts 127.0.0.1): the wrong password and codes below count for the login throttle.
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.92' });

  const signInWithPassword = async () => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
  };
  await signInWithPassword();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/me');
  const section = page.getByRole('region', { name: '2단계 인증' });
  await section.getByRole('button', { name: '2단계 인증 설정하기' }).click();
  // Who is at the keyboard: the current password first; a wrong one is announced and the session goes on.
  const proof = section.getByLabel('현재 비밀번호');
  await expect(proof).toBeFocused();
  await proof.fill('not-the-password');
  await section.getByRole('button', { name: '확인하고 QR 코드 만들기' }).click();
  await expect(section.getByRole('alert')).toHaveText('현재 비밀번호가 맞지 않습니다.');
  await expect(proof).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/admin\/me$/);
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('two-factor-reauth-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath('two-factor-reauth-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await proof.fill(password);
  await section.getByRole('button', { name: '확인하고 QR 코드 만들기' }).click();
  await expect(section.getByRole('img', { name: '인증 앱에 추가할 QR 코드' })).toBeVisible();
  await expect(section.getByLabel('앱에 표시된 6자리 코드')).toBeFocused();
  const secret = (await section.locator('.admin-two-factor-secret').textContent())!.trim();
  await section.getByLabel('앱에 표시된 6자리 코드').fill('000000');
  await section.getByRole('button', { name: '2단계 인증 켜기' }).click();
  await expect(section.getByRole('alert')).toHaveText('코드가 맞지 않습니다. 다시 입력하세요.');
  await section.getByLabel('앱에 표시된 6자리 코드').fill(await generate({ secret }));
  await section.getByRole('button', { name: '2단계 인증 켜기' }).click();
  const codes = section.locator('.admin-recovery-codes code');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!.trim();
  const secondRecovery = (await codes.nth(1).textContent())!.trim();
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('two-factor-1440.png'), fullPage: true });
  await section.getByRole('button', { name: '적어 두었습니다' }).click();
  await expect(section).toContainText('켜져 있습니다. 남은 복구 코드 10개.');
  // The change ended the account's other sessions, not this one: it goes on with the token the answer brought.
  await page.reload();
  await expect(page.getByRole('region', { name: '2단계 인증' })).toContainText('켜져 있습니다. 남은 복구 코드 10개.');

  // Next sign-in: the password, then a code (here a recovery code: the app's code of this minute was just used).
  await page.getByRole('button', { name: '로그아웃' }).click();
  await signInWithPassword();
  await expect(page.getByRole('heading', { level: 1, name: '2단계 인증' })).toBeVisible();
  await page.getByLabel('인증 코드').fill('123456');
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('alert')).toHaveText('코드가 맞지 않습니다. 다시 입력하세요.');
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.getByLabel('인증 코드').fill(recovery);
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/me');
  await expect(section).toContainText('남은 복구 코드 9개');

  // Turning it off: a current code instead of the password (here another recovery code).
  await section.getByRole('button', { name: '2단계 인증 끄기' }).click();
  await section.getByRole('button', { name: '비밀번호 대신 인증 코드로 확인' }).click();
  const code = section.getByLabel('인증 앱의 6자리 코드 또는 복구 코드');
  await expect(code).toBeFocused();
  await code.fill(secondRecovery);
  await section.getByRole('button', { name: '2단계 인증 끄기' }).click();
  await expect(section.getByRole('status')).toHaveText('2단계 인증을 껐습니다. 다른 기기의 로그인은 모두 끝났습니다.');
  await expect(section).toContainText('꺼져 있습니다.');
  await page.reload();
  await expect(page.getByRole('region', { name: '2단계 인증' })).toContainText('꺼져 있습니다.');
});

test('when the site requires it, an account without two-factor sign-in sets it up on the login screen', async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = async (method: 'POST' | 'PUT', url: string, token: string, data?: object) => {
    const response = await request.fetch(url, { method, headers: authHeaders(token), ...(data ? { data } : {}) });
    expect(response.ok(), `${method} ${url}: ${response.status()}`).toBe(true);
    return response.status() === 204 ? undefined : response.json();
  };
  // An admin with two-factor sign-in of its own turns the requirement on (and always off again below).
  const boss = `tfa.boss.${uniqueSuffix()}`;
  const { password: bossPassword } = (await api('POST', '/api/admin/accounts', await adminToken(request), { username: boss, name: boss, role: 'ROLE_ADMIN' })) as { password: string };
  const bossLogin = (await (await request.post('/api/loginProc', { form: { username: boss, password: bossPassword } })).json()) as { accessToken: string };
  const { secret } = (await api('POST', '/api/admin/me/two-factor/setup', bossLogin.accessToken, { currentPassword: bossPassword })) as { secret: string };
  // Turning it on ends the account's other sessions; this one goes on with the answered token (decision 092).
  const bossSession = (await api('POST', '/api/admin/me/two-factor/confirm', bossLogin.accessToken, { code: await generate({ secret }) })) as { accessToken: string };
  const editor = `tfa.new.${uniqueSuffix()}`;
  const { password } = (await api('POST', '/api/admin/accounts', bossSession.accessToken, { username: editor, name: editor, role: 'ROLE_EDITOR' })) as { password: string };
  await api('PUT', '/api/admin/security', bossSession.accessToken, { requireTwoFactor: true });
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/login');
    await page.getByLabel('Username').fill(editor);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '2단계 인증 설정' })).toBeVisible();
    await expect(page.getByRole('img', { name: '인증 앱에 추가할 QR 코드' })).toBeVisible();
    const own = (await page.locator('.admin-two-factor-secret').textContent())!.trim();
    await page.getByLabel('앱에 표시된 6자리 코드').fill(await generate({ secret: own }));
    await page.getByRole('button', { name: '2단계 인증 켜기' }).click();
    await expect(page.locator('.admin-recovery-codes code')).toHaveCount(10);
    expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await page.getByRole('button', { name: '적어 두었습니다' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  } finally {
    await api('PUT', '/api/admin/security', bossSession.accessToken, { requireTwoFactor: false });
  }
});
