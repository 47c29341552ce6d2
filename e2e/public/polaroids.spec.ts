import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, LANGS, openIn, test } from '../support/fixtures';
import { compCardPath } from '@agency/contract/public-pages';
import { answerDialog, authHeaders, expectToast, jpegBuffer, openAdmin, signIn, uniqueSuffix } from '../admin/admin-helpers';

/** Issue 17: the artist page's PORTFOLIO and POLAROIDS tabs, and previous/next in the enlarged picture. */

const position = (page: Page) => page.locator('.image-gallery-position [aria-hidden="true"]');

async function swipe(page: Page, fromX: number, toX: number): Promise<void> {
  await page.locator('.image-gallery-viewer').evaluate(
    (element, [from, to]) => {
      const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: 400 });
      element.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(from!)], changedTouches: [touch(from!)] }));
      element.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(to!)] }));
    },
    [fromX, toX],
  );
}

for (const lang of LANGS) {
  test(`POLAROIDS loads when opened, dated, and the enlarged picture steps by button, arrow key and swipe (${lang})`, async ({ page }) => {
    const polaroidCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/artist/getPolaroids/')) polaroidCalls.push(request.url());
    });
    await page.setViewportSize(lang === 'en' ? { width: 375, height: 812 } : { width: 1440, height: 900 });
    await openIn(page, '/artist/seo-yoon', lang);
    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab')).toHaveText(['PORTFOLIO', 'POLAROIDS']);
    await expect(tabs.getByRole('tab', { name: 'PORTFOLIO' })).toHaveAttribute('aria-selected', 'true');
    expect(polaroidCalls).toEqual([]);

    // Keyboard: the arrow key moves to POLAROIDS, which loads its pictures once.
    await tabs.getByRole('tab', { name: 'PORTFOLIO' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'POLAROIDS' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'POLAROIDS' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel.getByText(lang === 'en' ? 'Taken on 6 October 2026' : '2026년 10월 6일 촬영')).toBeVisible();
    await expect(panel.locator('.image-gallery-item')).toHaveCount(3);
    expect(polaroidCalls).toHaveLength(1);

    const seriousViolations = async () =>
      (await new AxeBuilder({ page }).exclude('iframe').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    expect(await seriousViolations()).toEqual([]);

    await panel.locator('.image-gallery-item').first().click();
    const dialog = page.getByRole('dialog');
    await expect(position(page)).toHaveText('1 / 3');
    expect(await seriousViolations()).toEqual([]);
    await dialog.getByRole('button', { name: lang === 'en' ? 'Next picture' : '다음 사진' }).click();
    await expect(position(page)).toHaveText('2 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(position(page)).toHaveText('3 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(position(page)).toHaveText('1 / 3');
    await dialog.getByRole('button', { name: lang === 'en' ? 'Previous picture' : '이전 사진' }).click();
    await expect(position(page)).toHaveText('3 / 3');
    await swipe(page, 300, 60);
    await expect(position(page)).toHaveText('1 / 3');
    await swipe(page, 60, 300);
    await expect(position(page)).toHaveText('3 / 3');
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', /3$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // Back to PORTFOLIO: its grid, no second polaroid request.
    await tabs.getByRole('tab', { name: 'PORTFOLIO' }).click();
    await tabs.getByRole('tab', { name: 'POLAROIDS' }).click();
    expect(polaroidCalls).toHaveLength(1);
  });
}

test('the admin uploads several polaroids at once with their day; an artist without them has no tabs', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await signIn(page, request);
  const urlName = `e2e-polaroids-${uniqueSuffix()}`;
  const created = await request.post('/api/admin/createArtist', { headers: authHeaders(token), data: { urlName, korName: '폴라 테스트', engName: 'POLA TEST' } });
  expect(created.status()).toBe(200);

  await openIn(page, `/artist/${urlName}`, 'ko');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);

  await openAdmin(page, `/admin/management/editArtist/${urlName}`);
  await page.getByLabel('촬영일').fill('2026-11-02');
  await page.getByLabel('폴라로이드 추가').setInputFiles([
    { name: 'face.jpg', mimeType: 'image/jpeg', buffer: await jpegBuffer(page, 60, 80, '#a0a0a0') },
    { name: 'full.jpg', mimeType: 'image/jpeg', buffer: await jpegBuffer(page, 60, 80, '#707070') },
  ]);
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await answerDialog(page, '아티스트 정보를 저장하시겠습니까?', '확인');
  await expectToast(page, '아티스트 정보가 성공적으로 수정되었습니다!');

  const polaroids = await (await request.get(`/api/artist/getPolaroids/${urlName}`)).json();
  expect(polaroids.takenOn).toBe('2026-11-02');
  expect(polaroids.polaroids).toHaveLength(2);
  expect(polaroids.polaroids[0].imageUrl).toMatch(new RegExp(`/media/artists/${urlName}/polaroids/`));

  // Only polaroids: the page opens on them.
  await openIn(page, `/artist/${urlName}`, 'en');
  await expect(page.getByRole('tab', { name: 'POLAROIDS' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').locator('.image-gallery-item')).toHaveCount(2);
  await expect(page.getByText('Taken on 2 November 2026')).toBeVisible();
  await request.delete(`/api/admin/deleteArtist/${urlName}`, { headers: authHeaders(token) });
});

test('COMPCARD opens the generated PDF when no comp card link is set; the admin previews and downloads it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await signIn(page, request);
  const urlName = `e2e-card-${uniqueSuffix()}`;
  // With a photo: without one COMPCARD is not offered (decision 110).
  const { mainImage } = (await (await request.get('/api/artist/getDetails/seo-yoon')).json()) as { mainImage: string };
  const created = await request.post('/api/admin/createArtist', { headers: authHeaders(token), data: { urlName, korName: '카드 테스트', engName: 'CARD TEST', height: '177', mainImage } });
  expect(created.status()).toBe(200);

  await openIn(page, `/artist/${urlName}`, 'en');
  const link = page.getByRole('link', { name: /COMPCARD/ });
  await expect(link).toHaveAttribute('href', `/artist/${urlName}/compcard.pdf?lang=en`);
  const pdf = await request.get(`/artist/${urlName}/compcard.pdf?lang=en`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The demo artists have no comp card file of their own: COMPCARD opens the generated card (decision 116).
  for (const lang of ['ko', 'en'] as const) {
    await openIn(page, '/artist/seo-yoon', lang);
    await expect(page.getByRole('link', { name: /COMPCARD/ })).toHaveAttribute('href', compCardPath('seo-yoon', lang));
  }
  const demoCard = await request.get(compCardPath('seo-yoon', 'en'));
  expect([demoCard.status(), demoCard.headers()['content-type']]).toEqual([200, 'application/pdf']);
  // A comp card file of the agency's own is what COMPCARD opens.
  const ownName = `e2e-own-card-${uniqueSuffix()}`;
  const ownFile = 'https://cdn.example.com/own-card.pdf';
  const own = await request.post('/api/admin/createArtist', { headers: authHeaders(token), data: { urlName: ownName, korName: '자체 카드', engName: 'OWN CARD', mainImage, compCard: ownFile } });
  expect(own.status()).toBe(200);
  await openIn(page, `/artist/${ownName}`, 'en');
  await expect(page.getByRole('link', { name: /COMPCARD/ })).toHaveAttribute('href', ownFile);
  await request.delete(`/api/admin/deleteArtist/${ownName}`, { headers: authHeaders(token) });

  await openAdmin(page, `/admin/management/editArtist/${urlName}`);
  // The preview fetches the English card and opens it in a new tab (the headless shell the tests run in has no PDF
  // viewer, so the tab's own address is not checked).
  const popup = page.waitForEvent('popup');
  const previewCard = page.waitForResponse((response) => response.url().includes(`/api/admin/compcard/${urlName}?`));
  await page.getByRole('button', { name: '미리보기 (ENG)' }).click();
  const previewed = await previewCard;
  expect([previewed.status(), previewed.headers()['content-type'], new URL(previewed.url()).searchParams.get('lang')]).toEqual([200, 'application/pdf', 'en']);
  await popup;
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF 다운로드 (KOR)' }).click();
  expect((await download).suggestedFilename()).toBe(`${urlName}-compcard-ko.pdf`);
  await request.delete(`/api/admin/deleteArtist/${urlName}`, { headers: authHeaders(token) });
});
