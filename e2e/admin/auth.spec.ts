import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { adminCredentials, adminToken, authHeaders, openAdmin, signIn, uniqueSuffix } from './admin-helpers';

type GuardWait = { shownAt: number | null; hiddenAt: number | null };

/** Records when the guard's wait screen appears and disappears (it lives for only 300 ms). */
async function watchGuardWait(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record: GuardWait = { shownAt: null, hiddenAt: null };
    (window as unknown as { __guardWait: GuardWait }).__guardWait = record;
    new MutationObserver(() => {
      const present = document.querySelector('[data-testid="admin-guard-wait"]') !== null;
      if (present && record.shownAt === null) record.shownAt = performance.now();
      if (!present && record.shownAt !== null && record.hiddenAt === null) record.hiddenAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
}

function guardWait(page: Page): Promise<GuardWait> {
  return page.evaluate(() => (window as unknown as { __guardWait: GuardWait }).__guardWait);
}

test.describe('admin sign-in', () => {
  test('wrong credentials show the red error line and stay on /login', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/login');
    await expect(page).toHaveTitle('LOGIN | AGENCY');
    await expect(page.getByRole('heading', { level: 1, name: 'LOGIN' })).toBeVisible();
    await expect(page.getByRole('separator', { name: '또는' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Password')).toHaveAttribute('required', '');

    // Not the admin's username: failed logins count towards the server's throttle.
    await page.getByLabel('Username').fill('e2e-nobody');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    const line = page.getByRole('alert').filter({ hasText: 'Invalid username or password' });
    await expect(line).toBeVisible();
    expect(await line.evaluate((node) => getComputedStyle(node).color)).toMatch(/rgb\((2[0-9]{2}|1[5-9][0-9]), \d{1,2}, \d{1,2}\)/);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(errors.length).toBeGreaterThan(0);
  });

  test('issue 35: a lock-out keeps the red line, says beneath it how long to wait, and locks no colleague out', async ({ page }) => {
    // An office address of its own (the e2e server trusts 127.0.0.1): the failures below count for it alone.
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.135' });
    const typist = `e2e-typist-${uniqueSuffix()}`;
    for (let i = 0; i < 5; i++) {
      expect((await page.request.post('/api/loginProc', { form: { username: typist, password: `typo-${i}` } })).status()).toBe(401);
    }
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width === 1440 ? 900 : 740 });
      await page.goto('/login');
      await page.getByLabel('Username').fill(typist);
      await page.getByLabel('Password').fill('typo-again');
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/loginProc'));
      await page.getByRole('button', { name: 'LOGIN' }).click();
      expect((await answer).status()).toBe(429);
      const line = page.getByRole('alert').filter({ hasText: 'Invalid username or password' });
      await expect(line).toHaveText('Invalid username or password');
      const reason = page.getByRole('alert').filter({ hasText: '로그인 시도가 너무 많습니다' });
      await expect(reason).toHaveText('로그인 시도가 너무 많습니다. 10분 후 다시 시도하세요.');
      // Beneath the red line, inside the panel, nothing wider than the screen.
      const [lineBox, reasonBox] = [await line.boundingBox(), await reason.boundingBox()];
      expect(reasonBox!.y).toBeGreaterThanOrEqual(lineBox!.y + lineBox!.height - 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`login-locked-${width}.png`) });
    }
    // A colleague behind the same address signs in with the right password.
    const { username, password } = adminCredentials();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('issue 35: a disabled account keeps the red line and says beneath it to ask the admin', async ({ page, request }) => {
    const token = await adminToken(request);
    const username = `e2e.disabled.${uniqueSuffix()}`;
    const created = await request.post('/api/admin/accounts', { headers: authHeaders(token), data: { username, name: '비활성', role: 'ROLE_EDITOR' } });
    expect(created.status()).toBe(200);
    const { account, password } = (await created.json()) as { account: { id: number }; password: string };
    expect((await request.put(`/api/admin/accounts/${account.id}`, { headers: authHeaders(token), data: { disabled: true } })).status()).toBe(200);
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.136' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toHaveText('Invalid username or password');
    await expect(page.getByRole('alert').filter({ hasText: '비활성화' })).toHaveText('비활성화된 계정입니다. 관리자에게 문의하세요.');
    await page.screenshot({ path: test.info().outputPath('login-disabled-1440.png') });
    // A wrong password says nothing more than the red line.
    await page.getByLabel('Password').fill('not-the-password');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/loginProc'));
    await page.getByRole('button', { name: 'LOGIN' }).click();
    expect((await answer).status()).toBe(401);
    await expect(page.getByRole('alert').filter({ hasText: '비활성화' })).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
  });

  test('HOME goes to the public site', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'HOME' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('valid credentials store the session and open the dashboard', async ({ page, context }) => {
    const { username, password } = adminCredentials();
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: '아티스트 조회수 대시보드' })).toBeVisible();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      username: localStorage.getItem('username'),
      role: localStorage.getItem('role'),
    }));
    expect(stored.token).toBeTruthy();
    expect(stored).toMatchObject({ username, role: 'ROLE_ADMIN' });
    const cookie = (await context.cookies()).find((c) => c.name === 'token');
    expect(cookie?.value).toBe(stored.token);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(23 * 3600);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600 + 5);

    // Logout clears the three keys and the cookie.
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('username'), localStorage.getItem('role')])).toEqual([null, null, null]);
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  });
});

test.describe('admin guard', () => {
  test('shows the wait screen for about 300 ms, then redirects to /login without a session', async ({ page }) => {
    await watchGuardWait(page);
    await page.goto('/admin/trafficStats');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
    const wait = await guardWait(page);
    expect(wait.shownAt).not.toBeNull();
    expect((wait.hiddenAt ?? 0) - (wait.shownAt ?? 0)).toBeGreaterThanOrEqual(280);
  });

  test('waits before checking, even with a valid session', async ({ page, request }) => {
    await signIn(page, request);
    await watchGuardWait(page);
    await page.goto('/admin/trafficStats');
    await expect(page.getByRole('heading', { level: 1, name: '유입 경로 통계' })).toBeVisible();
    const wait = await guardWait(page);
    expect(wait.shownAt).not.toBeNull();
    expect((wait.hiddenAt ?? 0) - (wait.shownAt ?? 0)).toBeGreaterThanOrEqual(280);
  });

  test('a token without ROLE_ADMIN is turned away', async ({ page }) => {
    const payload = Buffer.from(JSON.stringify({ username: 'visitor', role: 'ROLE_USER', exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
    await page.addInitScript((token) => localStorage.setItem('token', token), `e30.${payload}.sig`);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a 401 from the API clears the session and sends the browser to /', async ({ page }) => {
    // A well-formed admin token the server did not sign: the guard lets it in, the API answers 401.
    const payload = Buffer.from(JSON.stringify({ username: 'admin', role: 'ROLE_ADMIN', exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
    const forged = `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${payload}.c2lnbmF0dXJl`;
    await page.addInitScript((token) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('username', 'admin');
      localStorage.setItem('role', 'ROLE_ADMIN');
    }, forged);
    const unauthorized = page.waitForResponse((response) => response.url().includes('/api/admin/') && response.status() === 401);
    await page.goto('/admin');
    await unauthorized;
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('username'), localStorage.getItem('role')])).toEqual([null, null, null]);
  });

  test('/admin/artists leads to the artist list', async ({ page, request }) => {
    await signIn(page, request);
    await openAdmin(page, '/admin/artists');
    await expect(page).toHaveURL(/\/admin\/management\/editArtistChoose$/);
    await expect(page.getByRole('heading', { level: 1, name: '아티스트 수정' })).toBeVisible();
    await expect(page.getByRole('link', { name: '아티스트 수정', exact: true })).toHaveAttribute('aria-current', 'page');
  });
});
