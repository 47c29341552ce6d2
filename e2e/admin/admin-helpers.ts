import zlib from 'node:zlib';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { PageContent, PageContentCode, PageContentUpsert } from '@agency/contract/page-content';
import { expect } from '../support/fixtures';

/** Admin credentials of the e2e server (exported by global setup; these are its defaults). */
export function adminCredentials(): { username: string; password: string } {
  return { username: process.env.E2E_ADMIN_USERNAME ?? 'admin', password: process.env.E2E_ADMIN_PASSWORD ?? 'admin-e2e-password' };
}

/** Logs in through the API and answers the bearer token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const { username, password } = adminCredentials();
  const response = await request.post('/api/loginProc', { form: { username, password } });
  expect(response.status()).toBe(200);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return accessToken;
}

function claimsOf(token: string): { username: string; role: string } {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { username: string; role: string };
}

/** Starts the page with an admin session in local storage, as a login would leave it. */
export async function signIn(page: Page, request: APIRequestContext): Promise<string> {
  const token = await adminToken(request);
  await startSignedIn(page, token);
  return token;
}

/** Starts the page (once per tab) signed in with `token`, as a login with its account would leave local storage. */
export async function startSignedIn(page: Page, token: string): Promise<void> {
  const { username, role } = claimsOf(token);
  await page.addInitScript(
    ([t, u, r]) => {
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('token', t);
      localStorage.setItem('username', u);
      localStorage.setItem('role', r);
    },
    [token, username, role] as const,
  );
}

export function authHeaders(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

/** Opens an admin screen and waits for the guard's wait screen to pass. */
export async function openAdmin(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#admin-main')).toBeAttached();
  await expect(page.getByRole('status').filter({ hasText: '불러오는 중' })).toHaveCount(0);
}

/** The admin's modal message (confirm or alert). */
export function adminDialog(page: Page): Locator {
  return page.getByRole('alertdialog');
}

/** Expects a dialog whose text matches, then presses one of its buttons. */
export async function answerDialog(page: Page, text: string | RegExp, button: string | RegExp): Promise<void> {
  const dialog = adminDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: button, exact: typeof button === 'string' }).click();
  // The next queued message may open right away; this one must be gone.
  await expect(dialog.filter({ hasText: text })).toHaveCount(0);
}

export async function getContent(request: APIRequestContext, code: PageContentCode): Promise<PageContent> {
  const response = await request.get(`/api/pageContent/fetchByCode/${code}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as PageContent;
}

/** Puts back a content snapshot (used to undo what a test changed). */
export async function restoreContent(request: APIRequestContext, token: string, content: PageContent, kinds: ('texts' | 'images' | 'videos')[]): Promise<void> {
  const body: PageContentUpsert = { code: content.code };
  if (kinds.includes('texts')) body.texts = content.pageContentTexts;
  if (kinds.includes('images')) body.images = content.pageContentImages;
  if (kinds.includes('videos')) body.videos = content.pageContentVideos;
  const response = await request.post('/api/admin/pageContent/upsert', { data: body, headers: authHeaders(token) });
  expect(response.ok()).toBe(true);
}

/** A solid-colour PNG, built by hand (the server checks magic bytes, browsers render it). */
export function pngBuffer(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG drawn by the browser's canvas. */
export async function jpegBuffer(page: Page, width: number, height: number, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h, c]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      context.fillStyle = c;
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#ffffff';
      context.fillRect(w / 4, h / 4, w / 2, h / 2);
      return canvas.toDataURL('image/jpeg', 0.8);
    },
    [width, height, colour] as const,
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** A unique lower-case suffix for names created by a test. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** Expects the admin's non-blocking message (a toast in the `role="status"` region) with this text. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  // The newest one: a second save within a toast's lifetime shows the same text twice.
  await expect(page.locator('.admin-toasts').getByText(text).last()).toBeVisible();
  await expect(page.locator('.admin-toasts')).toHaveAttribute('role', 'status');
  await expect(adminDialog(page)).toHaveCount(0);
}
