import AxeBuilder from '@axe-core/playwright';
import { generate } from 'otplib';
import { expect, test } from '../support/fixtures';
import { adminToken, authHeaders, uniqueSuffix } from './admin-helpers';

/** Issue 19 (decision 084): an account turns on two-factor sign-in and signs in with a code and with a recovery code. */
test('two-factor sign-in: set up on 내 계정 with a QR code, then sign in with a recovery code', async ({ page, request }) => {
  test.setTimeout(120_000);
  const username = `tfa.${uniqueSuffix()}`;
  const created = await request.post('/api/admin/accounts', { headers: authHeaders(await adminToken(request)), data: { username, name: '이인증', role: 'ROLE_EDITOR' } });
  expect(created.status()).toBe(200);
  const { password } = (await created.json()) as { password: string };
  await page.setViewportSize({ width: 1440, height: 900 });

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
  await expect(section.getByRole('img', { name: '인증 앱에 추가할 QR 코드' })).toBeVisible();
  const secret = (await section.locator('.admin-two-factor-secret').textContent())!.trim();
  await section.getByLabel('앱에 표시된 6자리 코드').fill('000000');
  await section.getByRole('button', { name: '2단계 인증 켜기' }).click();
  await expect(section.getByRole('alert')).toHaveText('코드가 맞지 않습니다. 다시 입력하세요.');
  await section.getByLabel('앱에 표시된 6자리 코드').fill(await generate({ secret }));
  await section.getByRole('button', { name: '2단계 인증 켜기' }).click();
  const codes = section.locator('.admin-recovery-codes code');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!.trim();
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('two-factor-1440.png'), fullPage: true });
  await section.getByRole('button', { name: '적어 두었습니다' }).click();
  await expect(section).toContainText('켜져 있습니다. 남은 복구 코드 10개.');

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
  await expect(page.getByRole('region', { name: '2단계 인증' })).toContainText('남은 복구 코드 9개');
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
  const { secret } = (await api('POST', '/api/admin/me/two-factor/setup', bossLogin.accessToken)) as { secret: string };
  await api('POST', '/api/admin/me/two-factor/confirm', bossLogin.accessToken, { code: await generate({ secret }) });
  const editor = `tfa.new.${uniqueSuffix()}`;
  const { password } = (await api('POST', '/api/admin/accounts', bossLogin.accessToken, { username: editor, name: editor, role: 'ROLE_EDITOR' })) as { password: string };
  await api('PUT', '/api/admin/security', bossLogin.accessToken, { requireTwoFactor: true });
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
    await api('PUT', '/api/admin/security', bossLogin.accessToken, { requireTwoFactor: false });
  }
});
