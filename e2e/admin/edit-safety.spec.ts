import AxeBuilder from '@axe-core/playwright';
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
  test('after a 401 on save, / says so and its sign-in returns to the screen, which offers the texts and picked image back', async ({ page, request }) => {
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
      // / says what happened, in the site's languages, with the sign-in that leads back (decision 101).
      const notice = page.getByRole('status').filter({ hasText: '관리자 로그인이 만료되었습니다' });
      await expect(notice).toBeVisible();
      const axe = await new AxeBuilder({ page }).include('.home-session-notice').analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
      await page.goto('/?lang=en');
      await expect(page.getByRole('status').filter({ hasText: 'Your admin sign-in has expired' }).getByRole('link', { name: 'Sign in again and return to your work' })).toBeVisible();
      await page.goto('/?lang=ko');
      // Meanwhile another admin saves the page.
      const theirs = `그사이 다른 관리자가 쓴 제목 ${uniqueSuffix()}`;
      const texts = byPriority(before.pageContentTexts).map((text, index) => (index + 1 === ABOUT_SLOTS.title.ko ? { ...text, description: theirs } : text));
      expect((await request.post('/api/admin/pageContent/upsert', { headers: authHeaders(token), data: { code: 'ABOUT_INFO', texts } })).status()).toBe(200);

      await notice.getByRole('link', { name: '다시 로그인하고 작업으로 돌아가기' }).click();
      await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fabout%2FeditPage$/);
      const { username, password } = adminCredentials();
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'LOGIN' }).click();
      // Back on the screen the session ended on, with the draft offered.
      await expect(page).toHaveURL(/\/admin\/about\/editPage$/);
      const offer = page.getByRole('region', { name: '저장하지 않은 작업이 있습니다' });
      await expect(offer).toBeVisible();
      await expect(page.getByLabel('한국어 제목')).toHaveValue(theirs);

      // Another screen offers nothing; the same one again does.
      await openAdmin(page, '/admin/production/editPage');
      await expect(page.getByLabel('한국어 제목')).toBeVisible();
      await expect(page.getByRole('region', { name: '저장하지 않은 작업이 있습니다' })).toHaveCount(0);
      await openAdmin(page, '/admin/about/editPage');
      await expect(offer).toBeVisible();
      // The notice of / is gone once signed in again.
      expect(await page.evaluate(() => sessionStorage.getItem('admin-session-ended'))).toBeNull();

      // Restoring fills the form as it was, unsaved.
      await offer.getByRole('button', { name: '복원' }).click();
      await expect(offer).toHaveCount(0);
      await expect(page.getByLabel('한국어 제목')).toHaveValue(typed);
      await expect(page.getByText('새 이미지 (저장 시 업로드)')).toHaveCount(1);
      await expect(page.getByText(UNSAVED)).toBeVisible();

      // The restored draft is saved on the version it was typed on: the other admin's change is a conflict to merge, not overwritten.
      await page.getByRole('button', { name: '저장', exact: true }).click();
      const merge = page.getByRole('dialog', { name: '다른 관리자가 먼저 수정했습니다' });
      await expect(merge).toBeFocused();
      await expect(merge.getByRole('group', { name: /상단 · 한국어 제목/ }).getByRole('radio', { name: /^내가 입력한 내용/ })).toBeChecked();
      await merge.getByRole('button', { name: '닫기' }).click();
      await expect(page.getByLabel('한국어 제목')).toHaveValue(typed);
      expect((await getContent(request, 'ABOUT_INFO')).pageContentTexts.map((text) => text.description)).toContain(theirs);

      // Leaving on purpose drops it: opening the screen again offers nothing more.
      await page.getByRole('link', { name: '유입 경로 통계' }).click();
      await answerDialog(page, UNSAVED, '떠나기');
      await openAdmin(page, '/admin/about/editPage');
      await expect(page.getByLabel('한국어 제목')).toBeVisible();
      await expect(page.getByRole('region', { name: '저장하지 않은 작업이 있습니다' })).toHaveCount(0);
    } finally {
      await restoreContent(request, token, before, ['texts', 'images']);
    }
  });

  test('what is typed is kept while typing: a closed tab loses nothing, and the dashboard lists it', async ({ page, context, request }) => {
    await signIn(page, request);
    const typed = `창을 닫기 전에 쓴 제목 ${uniqueSuffix()}`;
    await openAdmin(page, '/admin/about/editPage');
    await page.getByLabel('한국어 제목').fill(typed);
    await expect(page.getByText(/입력한 내용을 이 브라우저에 보관함/)).toBeVisible();
    // The tab goes without its "leave this page?" prompt, as a crash would take it.
    await page.close({ runBeforeUnload: false });

    const next = await context.newPage();
    await openAdmin(next, '/admin');
    const drafts = next.getByRole('region', { name: '저장하지 않은 작업', exact: true });
    await expect(drafts).toBeVisible();
    await expect(drafts.getByRole('listitem')).toHaveCount(1);
    const axe = await new AxeBuilder({ page: next }).include('.admin-open-drafts').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await drafts.getByRole('link', { name: '소개 페이지 편집' }).click();
    await expect(next).toHaveURL(/\/admin\/about\/editPage$/);
    const offer = next.getByRole('region', { name: '저장하지 않은 작업이 있습니다' });
    await offer.getByRole('button', { name: '복원' }).click();
    await expect(next.getByLabel('한국어 제목')).toHaveValue(typed);

    // Leaving on purpose drops it, and the dashboard lists nothing.
    await next.getByRole('link', { name: '대시보드 (조회수)' }).click();
    await answerDialog(next, UNSAVED, '떠나기');
    await expect(next).toHaveURL(/\/admin$/);
    await expect(next.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(next.getByRole('region', { name: '저장하지 않은 작업', exact: true })).toHaveCount(0);
  });
});
