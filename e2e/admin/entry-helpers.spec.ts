import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, test } from '../support/fixtures';
import { adminToken, authHeaders, expectToast, getContent, openAdmin, restoreContent, signIn, uniqueSuffix } from './admin-helpers';

/** Issue 35 (decision 107): entry helpers and honest small texts. */

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);

/** Screenshots at 1440 and 375 px with `subject` in the middle of the window. */
async function shoot(page: Page, name: string, subject: Locator): Promise<void> {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    // Past the menu's slide that a narrower window starts.
    if (width === 375) await expect(page.locator('.admin-sidebar')).toBeHidden();
    await subject.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a Korean name suggests its URL name in the Revised Romanization, editable and never over what was typed', async ({ page, request }) => {
  await signIn(page, request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAdmin(page, '/admin/management/createArtist');
  const urlName = page.getByLabel('URL 이름');
  await page.getByLabel('한글 이름').fill('박서준');
  await expect(urlName).toHaveValue('park-seojun');
  await page.getByLabel('한글 이름').fill('이지은');
  await expect(urlName).toHaveValue('lee-jieun');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'url-name-suggestion', urlName);
  // Editable; what the person typed stays when the name changes.
  await urlName.fill('iu');
  await page.getByLabel('한글 이름').fill('아이유');
  await expect(urlName).toHaveValue('iu');
  // Cleared, the suggestion comes back; an English name is preferred over the romanization.
  await urlName.fill('');
  await page.getByLabel('한글 이름').fill('박서준');
  await expect(urlName).toHaveValue('park-seojun');
  await page.getByLabel('영문 이름').fill('Park Seo-joon');
  await expect(urlName).toHaveValue('park-seo-joon');
});

test('a pasted Naver TV link is refused at the field, naming YouTube and Vimeo, and nothing is saved', async ({ page, request }) => {
  await signIn(page, request);
  await page.setViewportSize({ width: 1440, height: 900 });
  const before = await getContent(request, 'NEWS_CONTENT');
  await openAdmin(page, '/admin/news/manageVideos');
  await page.getByRole('button', { name: '영상 추가' }).click();
  const row = page.locator('.admin-rows > li').last();
  const url = row.getByLabel('영상 URL');
  const platform = row.getByLabel('플랫폼');
  await url.fill('https://vimeo.com/76979871');
  await expect(platform).toHaveValue('vimeo');
  await url.fill('https://tv.naver.com/v/12345678');
  const error = row.getByText('지원하지 않는 영상 링크입니다. YouTube 또는 Vimeo 링크만 넣을 수 있습니다.');
  await expect(error).toBeVisible();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'video-link-refused', url);
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/admin/pageContent/upsert')) saves.push(r.url());
  });
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(url).toBeFocused();
  expect(saves).toEqual([]);
  expect((await getContent(request, 'NEWS_CONTENT')).pageContentVideos).toEqual(before.pageContentVideos);
  // A supported link clears the refusal and picks its platform.
  await url.fill('https://youtu.be/dQw4w9WgXcQ');
  await expect(error).toHaveCount(0);
  await expect(platform).toHaveValue('youtube');
});

test('recovery codes can be copied and downloaded as a text file', async ({ page, request, context }) => {
  test.setTimeout(90_000);
  const username = `codes.${uniqueSuffix()}`;
  const created = await request.post('/api/admin/accounts', { headers: authHeaders(await adminToken(request)), data: { username, name: '복구코드', role: 'ROLE_EDITOR' } });
  expect(created.status()).toBe(200);
  const { password } = (await created.json()) as { password: string };
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.135' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/me');
  const section = page.getByRole('region', { name: '2단계 인증' });
  await section.getByRole('button', { name: '2단계 인증 설정하기' }).click();
  await section.getByLabel('현재 비밀번호').fill(password);
  await section.getByRole('button', { name: '확인하고 QR 코드 만들기' }).click();
  const secret = (await section.locator('.admin-two-factor-secret').textContent())!.trim();
  await section.getByLabel('앱에 표시된 6자리 코드').fill(await generate({ secret }));
  await section.getByRole('button', { name: '2단계 인증 켜기' }).click();
  const codes = section.locator('.admin-recovery-codes code');
  await expect(codes).toHaveCount(10);
  const shown = (await codes.allTextContents()).map((code) => code.trim());

  await section.getByRole('button', { name: '복구 코드 복사' }).click();
  await expect(section.getByRole('status').filter({ hasText: '복구 코드를 복사했습니다.' })).toBeVisible();
  expect((await page.evaluate(() => navigator.clipboard.readText())).split('\n')).toEqual(shown);

  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: '텍스트 파일로 받기' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^recovery-codes-.+-\d{4}-\d{2}-\d{2}\.txt$/);
  const file = await fs.readFile((await download.path())!, 'utf8');
  expect(file).toContain('2단계 인증 복구 코드');
  for (const code of shown) expect(file).toContain(code);
  await expect(section.getByRole('status').filter({ hasText: '복구 코드 파일을 받았습니다.' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'recovery-codes', section.locator('.admin-recovery-actions'));

  // The sign-ins name the browser, device and OS (ua-parser-js), not the raw string.
  const signIns = page.getByRole('table');
  await expect(signIns.getByRole('columnheader', { name: '브라우저 · 기기 · 운영체제' })).toBeVisible();
  await expect(signIns.getByRole('cell', { name: /^Chrome \d+ ?컴퓨터 · (Windows|Linux|Mac OS)/ }).first()).toBeVisible();
  await expect(signIns).not.toContainText('Mozilla/5.0');
  await shoot(page, 'sign-ins', signIns);
});

test('two stacked toasts do not cover the page title at 375 px', async ({ page, request }) => {
  const token = await signIn(page, request);
  const before = await getContent(request, 'NEWS_INFO');
  try {
    await page.setViewportSize({ width: 375, height: 800 });
    await openAdmin(page, '/admin/news/editPage');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    for (const text of ['A', 'B']) {
      await page.getByLabel('영문 제목').fill(`NEWS ${text} ${uniqueSuffix()}`);
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await expectToast(page, '저장되었습니다!');
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    const toasts = page.locator('.admin-toast');
    await expect(toasts).toHaveCount(2);
    const heading = (await title.boundingBox())!;
    const topbar = (await page.locator('.admin-topbar').boundingBox())!;
    for (const box of await Promise.all((await toasts.all()).map((toast) => toast.boundingBox()))) {
      expect(box!.y, 'a toast over the page title').toBeGreaterThan(heading.y + heading.height);
      expect(box!.y).toBeGreaterThan(topbar.y + topbar.height);
      expect(box!.y + box!.height).toBeLessThanOrEqual(800);
    }
    await page.screenshot({ path: test.info().outputPath('toasts-375.png') });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: test.info().outputPath('toasts-1440.png') });
  } finally {
    await restoreContent(request, token, before, ['texts']);
  }
});
