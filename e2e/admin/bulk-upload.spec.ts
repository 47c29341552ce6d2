import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { adminDialog, adminToken, answerDialog, expectToast, getContent, jpegBuffer, openAdmin, restoreContent, signIn } from './admin-helpers';

const NEWS_PHOTOS = '/admin/news/manageImages';
/** 21 MB: over the 20 MB limit of a picture (contract: MAX_IMAGE_BYTES). */
const HUGE_BYTES = 21 * 1024 * 1024;
const TOO_LARGE = '파일이 너무 큽니다(21MB). 사진은 20MB까지 올릴 수 있으니 줄여서 다시 고르세요.';
const NOT_A_JPEG = '파일 내용이 JPG 이미지가 아닙니다. 이름만 바꾼 파일이거나 손상된 파일입니다.';

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);

const photoList = (page: Page) => page.locator('section').filter({ has: page.getByRole('heading', { name: '사진 목록' }) });
/** The multi-file picker of "사진 추가". */
const addPhotos = (page: Page) => photoList(page).locator('input[type=file][multiple]');
const uploadList = (page: Page) => page.getByRole('region', { name: '업로드 진행 상황' });

/** A JPEG of `bytes` bytes: a real JPEG's first bytes, then zeros (the size check comes before anything is read). */
function hugeJpeg(head: Buffer, bytes = HUGE_BYTES): Buffer {
  const buffer = Buffer.alloc(bytes);
  head.copy(buffer, 0, 0, Math.min(head.length, 64));
  return buffer;
}

/** Issue 19: many pictures at once, dropped on a list; sent three at a time when the form is saved. */
test('photos dropped on the news photo list become tiles at once; a file too large or not a picture is refused with its name and why', async ({ page, request }) => {
  await signIn(page, request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAdmin(page, NEWS_PHOTOS);
  const tiles = page.locator('.admin-tiles .admin-tile');
  const before = await tiles.count();
  const pictures = await Promise.all(['#cc3333', '#33cc33', '#3333cc'].map((colour) => jpegBuffer(page, 320, 400, colour)));
  const zone = photoList(page);
  await expect(zone).toContainText('사진 파일을 여기로 끌어다 놓아도 됩니다.');
  const dataTransfer = await page.evaluateHandle(
    ([files, hugeBytes]) => {
      const transfer = new DataTransfer();
      for (const [i, base64] of files.entries()) {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], `drop-${i}.jpg`, { type: 'image/jpeg' }));
      }
      transfer.items.add(new File(['not a picture'], 'notes.txt', { type: 'text/plain' }));
      // Issue 35 item 4: a picture over the limit and a text file renamed to .jpg were taken, then failed on save.
      const huge = new Uint8Array(hugeBytes);
      huge.set([0xff, 0xd8, 0xff, 0xe0]);
      transfer.items.add(new File([huge], 'huge-photo.jpg', { type: 'image/jpeg' }));
      transfer.items.add(new File(['meeting notes, renamed'], 'renamed-notes.jpg', { type: 'image/jpeg' }));
      return transfer;
    },
    [pictures.map((b) => b.toString('base64')), HUGE_BYTES] as const,
  );
  await zone.dispatchEvent('dragover', { dataTransfer });
  await expect(zone).toHaveClass(/is-drop-target/);
  await zone.dispatchEvent('drop', { dataTransfer });
  // Each refused file is named with its reason; the three pictures are added, each tile named by its file.
  const refusal = adminDialog(page);
  await expect(refusal).toContainText('올릴 수 없는 파일이 있어 목록에 넣지 않았습니다.');
  await expect(refusal).toContainText('notes.txt: 지원하지 않는 이미지 형식입니다. JPG, PNG, WEBP, AVIF, GIF 파일만 올릴 수 있습니다.');
  await expect(refusal).toContainText(`huge-photo.jpg: ${TOO_LARGE}`);
  await expect(refusal).toContainText(`renamed-notes.jpg: ${NOT_A_JPEG}`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('upload-refused-drop-1440.png') });
  await refusal.getByRole('button', { name: '확인' }).click();
  await expect(tiles).toHaveCount(before + 3);
  for (const name of ['drop-0.jpg', 'drop-1.jpg', 'drop-2.jpg']) await expect(tiles.filter({ hasText: name })).toHaveCount(1);
  await expect(tiles.filter({ hasText: /huge-photo|renamed-notes/ })).toHaveCount(0);
  await expect(page.getByText('저장하지 않은 변경 사항이 있습니다')).toBeVisible();
});

test('the picker refuses a file over 20 MB and a renamed text file with their names and reasons (seen at 1440 and 375 px)', async ({ page, request }) => {
  // A 21 MB file read in the browser, two widths and two axe scans: about 50 s on a loaded two-core machine, like its siblings.
  test.setTimeout(90_000);
  await signIn(page, request);
  const head = await jpegBuffer(page, 40, 40, '#999999');
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAdmin(page, NEWS_PHOTOS);
  const tiles = page.locator('.admin-tiles .admin-tile');
  const before = await tiles.count();
  await addPhotos(page).setInputFiles([
    { name: 'huge-photo.jpg', mimeType: 'image/jpeg', buffer: hugeJpeg(head) },
    { name: 'renamed-notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('meeting notes, renamed') },
    { name: 'fine.jpg', mimeType: 'image/jpeg', buffer: head },
  ]);
  const refusal = adminDialog(page);
  await expect(refusal).toContainText(`huge-photo.jpg: ${TOO_LARGE}`);
  await expect(refusal).toContainText(`renamed-notes.jpg: ${NOT_A_JPEG}`);
  await expect(refusal).not.toContainText('fine.jpg');
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(refusal).toBeInViewport();
    // On a phone the side menu slides away after the resize.
    if (width < 768) await expect(page.locator('.admin-sidebar')).not.toBeInViewport();
    await page.screenshot({ path: test.info().outputPath(`upload-refused-pick-${width}.png`) });
    expect(await seriousViolations(page)).toEqual([]);
  }
  await refusal.getByRole('button', { name: '확인' }).click();
  await expect(tiles).toHaveCount(before + 1);
  await expect(tiles.last()).toContainText('fine.jpg');
});

/** Counts the PUTs of each body size and lets the test decide each one's fate. */
function interceptUploads(page: Page, decide: (size: number, route: Route) => Promise<void>) {
  const sent = new Map<number, number>();
  return page
    .route('**/api/media/upload/**', async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      const size = route.request().postDataBuffer()?.length ?? 0;
      sent.set(size, (sent.get(size) ?? 0) + 1);
      await decide(size, route);
    })
    .then(() => sent);
}

test('a failed upload says why; trying again sends only that file, taking it out saves the rest (issue 35 item 4)', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, request);
  const token = await adminToken(request);
  const original = await getContent(request, 'NEWS_CONTENT');
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAdmin(page, NEWS_PHOTOS);
    const [failing, fine] = [await jpegBuffer(page, 300, 200, '#aa4444'), await jpegBuffer(page, 200, 300, '#44aa44')];
    expect(failing.length).not.toBe(fine.length);
    let failingFails = true;
    const sent = await interceptUploads(page, async (size, route) => {
      if (size === failing.length && failingFails) await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' });
      else await route.continue();
    });
    await addPhotos(page).setInputFiles([
      { name: 'will-fail.jpg', mimeType: 'image/jpeg', buffer: failing },
      { name: 'goes-fine.jpg', mimeType: 'image/jpeg', buffer: fine },
    ]);
    await page.getByRole('button', { name: '저장', exact: true }).click();
    // The alert names the file and the reason; the list keeps it with the actions.
    await answerDialog(page, /이미지 업로드에 실패했습니다\.\s+will-fail\.jpg: 서버 오류\(503\)로 올리지 못했습니다\./, '확인');
    const failed = uploadList(page).getByRole('listitem').filter({ hasText: 'will-fail.jpg' });
    await expect(failed).toContainText('서버 오류(503)로 올리지 못했습니다. 잠시 후 다시 시도하세요.');
    await expect(uploadList(page).getByRole('listitem').filter({ hasText: 'goes-fine.jpg' })).toContainText('완료');
    expect(await seriousViolations(page)).toEqual([]);
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      // The list fits the screen: nothing scrolls sideways.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // On a phone the side menu slides away after the resize.
      if (width < 768) await expect(page.locator('.admin-sidebar')).not.toBeInViewport();
      await failed.evaluate((row) => row.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: test.info().outputPath(`upload-failed-${width}.png`) });
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    failingFails = false;
    await failed.getByRole('button', { name: 'will-fail.jpg 다시 시도 (저장을 다시 합니다)' }).click();
    await expectToast(page, '저장되었습니다!');
    expect((await getContent(request, 'NEWS_CONTENT')).pageContentImages).toHaveLength(original.pageContentImages.length + 2);
    // The picture that went through the first time was not sent again.
    expect({ failing: sent.get(failing.length), fine: sent.get(fine.length) }).toEqual({ failing: 2, fine: 1 });

    // Failing again: taken out of the list, the rest is saved without it.
    failingFails = true;
    const tiles = page.locator('.admin-tiles .admin-tile');
    const saved = await tiles.count();
    await addPhotos(page).setInputFiles([{ name: 'fails-again.jpg', mimeType: 'image/jpeg', buffer: failing }]);
    await expect(tiles).toHaveCount(saved + 1);
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await answerDialog(page, 'fails-again.jpg: 서버 오류(503)', '확인');
    await uploadList(page).getByRole('button', { name: 'fails-again.jpg 빼기' }).click();
    await expectToast(page, 'fails-again.jpg을(를) 뺐습니다. 저장해야 반영됩니다.');
    await expect(tiles).toHaveCount(saved);
    await expect(tiles.filter({ hasText: 'fails-again.jpg' })).toHaveCount(0);
    await expect(uploadList(page).getByRole('listitem').filter({ hasText: 'fails-again.jpg' })).toHaveCount(0);
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await restoreContent(request, token, original, ['images']);
  }
});

test('one file can be cancelled during a bulk upload while the others go on (issue 35 item 10)', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, request);
  const token = await adminToken(request);
  const original = await getContent(request, 'NEWS_CONTENT');
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAdmin(page, NEWS_PHOTOS);
    const slow = await jpegBuffer(page, 420, 300, '#4444aa');
    const quick = [await jpegBuffer(page, 240, 320, '#aa8844'), await jpegBuffer(page, 260, 300, '#44aaaa')];
    expect(new Set([slow.length, quick[0]!.length, quick[1]!.length]).size).toBe(3);
    let releaseSlow: () => void = () => undefined;
    const slowHeld = new Promise<void>((resolve) => (releaseSlow = resolve));
    let slowArrived!: () => void;
    const slowSeen = new Promise<void>((resolve) => (slowArrived = resolve));
    const sent = await interceptUploads(page, async (size, route) => {
      if (size === slow.length) {
        // Slowed down until the test lets it go (by then the browser has given up on it).
        slowArrived();
        await slowHeld;
        await route.continue().catch(() => undefined);
      } else await route.continue();
    });
    await addPhotos(page).setInputFiles([
      { name: 'slow-one.jpg', mimeType: 'image/jpeg', buffer: slow },
      { name: 'quick-1.jpg', mimeType: 'image/jpeg', buffer: quick[0]! },
      { name: 'quick-2.jpg', mimeType: 'image/jpeg', buffer: quick[1]! },
    ]);
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await slowSeen;
    await uploadList(page).getByRole('button', { name: 'slow-one.jpg 업로드 취소' }).click();
    await expectToast(page, 'slow-one.jpg 업로드를 취소했습니다. 저장되지 않았습니다.');
    const items = uploadList(page).getByRole('listitem');
    await expect(items.filter({ hasText: 'slow-one.jpg' })).toContainText('취소됨');
    for (const name of ['quick-1.jpg', 'quick-2.jpg']) await expect(items.filter({ hasText: name })).toContainText('완료');
    expect((await getContent(request, 'NEWS_CONTENT')).pageContentImages).toHaveLength(original.pageContentImages.length);

    await uploadList(page).getByRole('button', { name: 'slow-one.jpg 빼기' }).click();
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expectToast(page, '저장되었습니다!');
    expect((await getContent(request, 'NEWS_CONTENT')).pageContentImages).toHaveLength(original.pageContentImages.length + 2);
    expect({ slow: sent.get(slow.length), quick: [sent.get(quick[0]!.length), sent.get(quick[1]!.length)] }).toEqual({ slow: 1, quick: [1, 1] });
    releaseSlow();
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await restoreContent(request, token, original, ['images']);
  }
});
