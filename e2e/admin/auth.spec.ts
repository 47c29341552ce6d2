import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { adminCredentials, openAdmin, signIn } from './admin-helpers';

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
