import { ABOUT_SLOTS, byPriority } from '@agency/contract/page-slots';
import { expect, test } from '../support/fixtures';
import { adminCredentials, answerDialog, authHeaders, getContent, openAdmin, pngBuffer, restoreContent, signIn, uniqueSuffix } from './admin-helpers';

const UNSAVED = '저장하지 않은 변경 사항이 있습니다';

test.describe('unsaved changes (data router)', () => {
  test('links and the back button ask before leaving a changed form; leaving goes on, staying keeps the text', async ({ page, request }) => {
    await signIn(page, request);
    await openAdmin(page, '/admin');
    await page.getByRole('link', { name: '소개 페이지 편집' }).click();
    const title = page.getByLabel('한국어 제목');
    await expect(title).toBeVisible();

    // Nothing changed: leaving asks nothing.
    await page.getByRole('link', { name: '유입 경로 통계' }).click();
    await expect(page).toHaveURL(/\/admin\/trafficStats$/);
    await page.goBack();
    await expect(title).toBeVisible();

    await title.fill(`바뀐 제목 ${uniqueSuffix()}`);
    await expect(page.getByText(UNSAVED)).toBeVisible();

    // A link: stay.
    await page.getByRole('link', { name: '유입 경로 통계' }).click();
    await answerDialog(page, UNSAVED, '머무르기');
    await expect(page).toHaveURL(/\/admin\/about\/editPage$/);
    await expect(title).not.toHaveValue('');

    // The back button: stay, and the address is the edit screen's again.
    await page.goBack();
    await answerDialog(page, UNSAVED, '머무르기');
    await expect(page).toHaveURL(/\/admin\/about\/editPage$/);
    await expect(title).not.toHaveValue('');

    // A link: leave.
    await page.getByRole('link', { name: '유입 경로 통계' }).click();
    await answerDialog(page, UNSAVED, '떠나기');
    await expect(page).toHaveURL(/\/admin\/trafficStats$/);
    await expect(page.getByRole('heading', { level: 1, name: '유입 경로 통계' })).toBeVisible();
  });
});

test.describe('an expired session keeps the unsaved work', () => {
  test('after a 401 on save and a new sign-in, the same screen offers the texts and picked image back', async ({ page, request }) => {
    const token = await signIn(page, request);
    const before = await getContent(request, 'ABOUT_INFO');
    const typed = `만료 전에 쓴 제목 ${uniqueSuffix()}`;
    try {
      await openAdmin(page, '/admin/about/editPage');
      await page.getByLabel('한국어 제목').fill(typed);
      await page.getByLabel('섹션 1 이미지').setInputFiles({ name: 'kept.png', mimeType: 'image/png', buffer: pngBuffer(30, 20, [120, 40, 40]) });
      await page.route('**/api/admin/pageContent/upsert', (route) => route.fulfill({ status: 401, json: { message: 'Unauthorized' } }));

      await page.getByRole('button', { name: '저장', exact: true }).click();
      // SPEC section 6: the session is cleared and the browser goes to / (no "leave this page?" prompt stops it).
      await expect(page).toHaveURL(/\/$/);
      expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('username'), localStorage.getItem('role')])).toEqual([null, null, null]);
      await page.unroute('**/api/admin/pageContent/upsert');
      // Meanwhile another admin saves the page.
      const theirs = `그사이 다른 관리자가 쓴 제목 ${uniqueSuffix()}`;
      const texts = byPriority(before.pageContentTexts).map((text, index) => (index + 1 === ABOUT_SLOTS.title.ko ? { ...text, description: theirs } : text));
      expect((await request.post('/api/admin/pageContent/upsert', { headers: authHeaders(token), data: { code: 'ABOUT_INFO', texts } })).status()).toBe(200);

      // Another screen offers nothing.
      const { username, password } = adminCredentials();
      await page.goto('/login');
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'LOGIN' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await openAdmin(page, '/admin/production/editPage');
      await expect(page.getByLabel('한국어 제목')).toBeVisible();
      await expect(page.getByRole('region', { name: '저장하지 않은 작업이 있습니다' })).toHaveCount(0);

      // The same screen offers it; restoring fills the form as it was, unsaved.
      await openAdmin(page, '/admin/about/editPage');
      const notice = page.getByRole('region', { name: '저장하지 않은 작업이 있습니다' });
      await expect(notice).toBeVisible();
      await expect(page.getByLabel('한국어 제목')).toHaveValue(theirs);
      await notice.getByRole('button', { name: '복원' }).click();
      await expect(notice).toHaveCount(0);
      await expect(page.getByLabel('한국어 제목')).toHaveValue(typed);
      await expect(page.getByText('새 이미지 (저장 시 업로드)')).toHaveCount(1);
      await expect(page.getByText(UNSAVED)).toBeVisible();

      // The restored draft is saved on the version it was typed on: the other admin's change is a conflict, not overwritten.
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: '다른 관리자가 먼저 수정했습니다' })).toBeVisible();
      await expect(page.getByLabel('한국어 제목')).toHaveValue(typed);
      expect((await getContent(request, 'ABOUT_INFO')).pageContentTexts.map((text) => text.description)).toContain(theirs);

      // Taken once: opening the screen again offers nothing more.
      await page.getByRole('link', { name: '유입 경로 통계' }).click();
      await answerDialog(page, UNSAVED, '떠나기');
      await openAdmin(page, '/admin/about/editPage');
      await expect(page.getByLabel('한국어 제목')).toBeVisible();
      await expect(page.getByRole('region', { name: '저장하지 않은 작업이 있습니다' })).toHaveCount(0);
    } finally {
      await restoreContent(request, token, before, ['texts', 'images']);
    }
  });
});
