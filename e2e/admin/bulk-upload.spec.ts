import { expect, test } from '../support/fixtures';
import { jpegBuffer, openAdmin, signIn } from './admin-helpers';

/** Issue 19: many pictures at once, dropped on a list; sent three at a time when the form is saved. */
test('photos dropped on the news photo list become tiles at once', async ({ page, request }) => {
  await signIn(page, request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAdmin(page, '/admin/news/manageImages');
  const tiles = page.locator('.admin-tiles .admin-tile');
  const before = await tiles.count();
  const pictures = await Promise.all(['#cc3333', '#33cc33', '#3333cc'].map((colour) => jpegBuffer(page, 320, 400, colour)));
  const zone = page.locator('section').filter({ has: page.getByRole('heading', { name: '사진 목록' }) });
  await expect(zone).toContainText('사진 파일을 여기로 끌어다 놓아도 됩니다.');
  const dataTransfer = await page.evaluateHandle((files) => {
    const transfer = new DataTransfer();
    for (const [i, base64] of files.entries()) {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], `drop-${i}.jpg`, { type: 'image/jpeg' }));
    }
    transfer.items.add(new File(['not a picture'], 'notes.txt', { type: 'text/plain' }));
    return transfer;
  }, pictures.map((b) => b.toString('base64')));
  await zone.dispatchEvent('dragover', { dataTransfer });
  await expect(zone).toHaveClass(/is-drop-target/);
  await zone.dispatchEvent('drop', { dataTransfer });
  // The text file is refused with the usual message; the three pictures are added.
  await expect(page.getByRole('alertdialog')).toContainText('notes.txt');
  await page.getByRole('alertdialog').getByRole('button').first().click();
  await expect(tiles).toHaveCount(before + 3);
  await expect(page.getByText('저장하지 않은 변경 사항이 있습니다')).toBeVisible();
});
