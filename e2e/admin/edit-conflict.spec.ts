import AxeBuilder from '@axe-core/playwright';
import { ABOUT_SLOTS, byPriority } from '@agency/contract/page-slots';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectToast, authHeaders, getContent, openAdmin, restoreContent, signIn, uniqueSuffix } from './admin-helpers';

/** The merge after a 409 (issue 35 item 1, decision 101). */
const MERGE = '다른 관리자가 먼저 수정했습니다';

async function expectAxeClean(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const side = (name: RegExp) => ({ name });

test.describe('two admins editing at once', () => {
  test('the later save opens the merge where the admin is; it keeps their edits, takes the others\' and saves on the new version', async ({ page, request }) => {
    const token = await signIn(page, request);
    const before = await getContent(request, 'ABOUT_INFO');
    const original = byPriority(before.pageContentTexts);
    const bottomSlot = ABOUT_SLOTS.sections[3]!.body.en;
    await page.setViewportSize({ width: 1440, height: 900 });
    try {
      await openAdmin(page, '/admin/about/editPage');
      const title = page.getByLabel('한국어 제목');
      const titleEn = page.getByLabel('영문 제목');
      const bottom = page.getByLabel('섹션 4 본문 (영문)');
      await expect(title).toBeVisible();
      const mine = `내 제목 ${uniqueSuffix()}`;
      const mineBottom = `내가 고친 마지막 본문 ${uniqueSuffix()}`;
      await title.fill(mine);
      await bottom.fill(mineBottom);

      // Meanwhile another admin saves the Korean and the English title.
      const theirs = `다른 관리자의 제목 ${uniqueSuffix()}`;
      const theirsEn = `Their title ${uniqueSuffix()}`;
      const texts = original.map((text, index) =>
        index + 1 === ABOUT_SLOTS.title.ko ? { ...text, description: theirs } : index + 1 === ABOUT_SLOTS.title.en ? { ...text, description: theirsEn } : text,
      );
      const other = await request.post('/api/admin/pageContent/upsert', {
        headers: { ...authHeaders(token), 'if-match': `"${before.version}"` },
        data: { code: 'ABOUT_INFO', texts },
      });
      expect(other.status()).toBe(200);

      // Saving from the bottom of the form: the top of the form is out of view.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(title).not.toBeInViewport();
      await page.getByRole('button', { name: '저장', exact: true }).click();

      const dialog = page.getByRole('dialog', { name: MERGE });
      await expect(dialog).toBeVisible();
      await expect(dialog).toBeInViewport();
      await expect(dialog).toBeFocused();
      // Nothing was saved: the other admin's text is stored, the own text is still in the form.
      expect((await getContent(request, 'ABOUT_INFO')).pageContentTexts.map((text) => text.description)).toContain(theirs);

      // Field by field, with the admin's edits chosen where they made them and the other's where only they did.
      const titleItem = dialog.getByRole('group', { name: /상단 · 한국어 제목/ });
      const titleEnItem = dialog.getByRole('group', { name: /상단 · 영문 제목/ });
      const bottomItem = dialog.getByRole('group', { name: /섹션 4 본문 \(영문\)/ });
      await expect(dialog.getByRole('group')).toHaveCount(3);
      await expect(titleItem).toContainText('양쪽에서 수정');
      await expect(titleItem.getByRole('radio', side(/^내가 입력한 내용/))).toBeChecked();
      await expect(titleItem.getByRole('radio', side(/^내가 입력한 내용/))).toHaveAccessibleName(new RegExp(mine));
      await expect(titleItem.getByRole('radio', side(/^최신 저장 내용/))).toHaveAccessibleName(new RegExp(theirs));
      await expect(titleEnItem).toContainText('다른 관리자가 수정');
      await expect(titleEnItem.getByRole('radio', side(/^최신 저장 내용/))).toBeChecked();
      await expect(bottomItem).toContainText('내가 수정');
      await expect(bottomItem.getByRole('radio', side(/^내가 입력한 내용/))).toBeChecked();
      await expectAxeClean(page, '.admin-merge');
      // For review: the merge at desktop and phone width.
      await dialog.screenshot({ path: test.info().outputPath('merge-1440.png') });
      await page.setViewportSize({ width: 375, height: 812 });
      await expect(dialog).toBeInViewport();
      await expectAxeClean(page, '.admin-merge');
      await page.screenshot({ path: test.info().outputPath('merge-375.png') });
      await titleItem.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath('merge-375-items.png') });
      await page.setViewportSize({ width: 1440, height: 900 });

      // Closing keeps the form as typed; the notice opens the merge again.
      await dialog.getByRole('button', { name: '닫기' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(title).toHaveValue(mine);
      await expect(bottom).toHaveValue(mineBottom);
      await page.getByRole('region', { name: MERGE }).getByRole('button', { name: '병합 화면 열기' }).click();
      await expect(dialog).toBeFocused();

      // Giving up an own edit is asked first: going back changes nothing.
      await bottomItem.getByRole('radio', side(/^최신 저장 내용/)).check();
      await dialog.getByRole('button', { name: '병합해서 저장' }).click();
      const confirm = dialog.getByRole('alert');
      await expect(confirm).toContainText('섹션 4 본문 (영문)');
      await expect(confirm.getByRole('button', { name: '돌아가서 다시 고르기' })).toBeFocused();
      await confirm.getByRole('button', { name: '돌아가서 다시 고르기' }).click();
      await expect(bottomItem.getByRole('radio', side(/^최신 저장 내용/))).toBeChecked();
      await dialog.getByRole('button', { name: '병합해서 저장' }).click();
      await confirm.getByRole('button', { name: '버리고 계속' }).click();

      await expectToast(page, '저장되었습니다!');
      await expect(dialog).toHaveCount(0);
      const stored = byPriority((await getContent(request, 'ABOUT_INFO')).pageContentTexts).map((text) => text.description);
      expect(stored[ABOUT_SLOTS.title.ko - 1]).toBe(mine);
      expect(stored[ABOUT_SLOTS.title.en - 1]).toBe(theirsEn);
      expect(stored[bottomSlot - 1]).toBe(original[bottomSlot - 1]!.description);
      await expect(title).toHaveValue(mine);
      await expect(titleEn).toHaveValue(theirsEn);
      await expect(bottom).toHaveValue(original[bottomSlot - 1]!.description);
      await expect(page.getByText('저장하지 않은 변경 사항이 있습니다')).toHaveCount(0);
    } finally {
      await restoreContent(request, token, before, ['texts']);
    }
  });

  test('a video list merges row by row: the other admin\'s new video and the own edit are both kept', async ({ page, request }) => {
    const token = await signIn(page, request);
    const before = await getContent(request, 'PRODUCTION_CONTENT');
    const videos = byPriority(before.pageContentVideos);
    expect(videos.length).toBeGreaterThan(0);
    try {
      await openAdmin(page, '/admin/production/manageVideos');
      const firstTitle = page.getByLabel('제목', { exact: true }).first();
      await expect(firstTitle).toBeVisible();
      const mine = `내가 고친 영상 제목 ${uniqueSuffix()}`;
      await firstTitle.fill(mine);

      // Another admin adds a video at the end.
      const theirs = `다른 관리자가 올린 영상 ${uniqueSuffix()}`;
      const last = videos[videos.length - 1]!;
      const added = { isYoutube: true, priority: last.priority + 1, title: theirs, titleENG: theirs, date: '', thumbnailImageUrl: '', videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' };
      const other = await request.post('/api/admin/pageContent/upsert', {
        headers: { ...authHeaders(token), 'if-match': `"${before.version}"` },
        data: { code: 'PRODUCTION_CONTENT', videos: [...videos, added] },
      });
      expect(other.status()).toBe(200);

      await page.getByRole('button', { name: '저장', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: MERGE });
      await expect(dialog).toBeFocused();
      await expect(dialog.getByRole('group')).toHaveCount(2);
      const mineItem = dialog.getByRole('group', { name: new RegExp(`영상 1: ${mine}`) });
      await expect(mineItem.getByRole('radio', side(/^내가 입력한 내용/))).toBeChecked();
      const theirItem = dialog.getByRole('group', { name: new RegExp(theirs) });
      await expect(theirItem).toContainText('다른 관리자가 수정');
      await expect(theirItem.getByRole('radio', side(/^내가 입력한 내용/))).toHaveAccessibleName(/\(없음\)/);
      await expect(theirItem.getByRole('radio', side(/^최신 저장 내용/))).toBeChecked();
      await expectAxeClean(page, '.admin-merge');
      await dialog.getByRole('button', { name: '병합해서 저장' }).click();

      await expectToast(page, '저장되었습니다!');
      const titles = byPriority((await getContent(request, 'PRODUCTION_CONTENT')).pageContentVideos).map((video) => video.title);
      expect(titles).toEqual([mine, ...videos.slice(1).map((video) => video.title), theirs]);
    } finally {
      await restoreContent(request, token, before, ['videos']);
    }
  });
});
