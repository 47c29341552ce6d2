import { ABOUT_SLOTS, byPriority } from '@agency/contract/page-slots';
import { expect, test } from '../support/fixtures';
import { expectToast, authHeaders, getContent, openAdmin, restoreContent, signIn, uniqueSuffix } from './admin-helpers';

test.describe('two admins editing at once', () => {
  test('the later save is refused with a notice; the own text stays to copy until the latest is loaded', async ({ page, request }) => {
    const token = await signIn(page, request);
    const before = await getContent(request, 'ABOUT_INFO');
    try {
      await openAdmin(page, '/admin/about/editPage');
      const title = page.getByLabel('한국어 제목');
      await expect(title).toBeVisible();
      const mine = `내 제목 ${uniqueSuffix()}`;
      await title.fill(mine);

      // Meanwhile another admin saves the page.
      const theirs = `다른 관리자의 제목 ${uniqueSuffix()}`;
      const texts = byPriority(before.pageContentTexts).map((text, index) => (index + 1 === ABOUT_SLOTS.title.ko ? { ...text, description: theirs } : text));
      const other = await request.post('/api/admin/pageContent/upsert', {
        headers: { ...authHeaders(token), 'if-match': `"${before.version}"` },
        data: { code: 'ABOUT_INFO', texts },
      });
      expect(other.status()).toBe(200);

      await page.getByRole('button', { name: '저장', exact: true }).click();
      const notice = page.getByRole('alert').filter({ hasText: '다른 관리자가 먼저 수정했습니다' });
      await expect(notice).toBeVisible();
      await expect(title).toHaveValue(mine);
      expect((await getContent(request, 'ABOUT_INFO')).pageContentTexts.map((text) => text.description)).toContain(theirs);

      await notice.getByRole('button', { name: '최신 내용 불러오기' }).click();
      await expect(notice).toBeHidden();
      await expect(title).toHaveValue(theirs);

      // Saving from the latest version goes through.
      await title.fill(mine);
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await expectToast(page, '저장되었습니다!');
      expect((await getContent(request, 'ABOUT_INFO')).pageContentTexts.map((text) => text.description)).toContain(mine);
    } finally {
      await restoreContent(request, token, before, ['texts']);
    }
  });
});

