import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { blockExternalHosts, expect, mailText, openIn, test, waitForMail } from '../support/fixtures';
import { answerDialog, expectToast, jpegBuffer, openAdmin, signIn, uniqueSuffix } from './admin-helpers';

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);

/** Issue 18 (decision 082): an applicant on a phone sends photos and details; the agency reviews and makes an artist draft. */
test('an application goes from a phone to an artist draft', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(180_000);
  const name = `지원자${uniqueSuffix()}`;
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, baseURL });
  const phone = await context.newPage();
  await blockExternalHosts(phone, baseURL ?? '');

  // Reached from the menu's APPLY and from the casting page.
  await openIn(phone, '/casting', 'ko');
  await phone.getByRole('link', { name: /모델로 지원하고 싶다면/ }).click();
  await expect(phone).toHaveURL(/\/apply$/);
  await expect(phone.getByRole('heading', { level: 1, name: 'APPLY' })).toBeVisible();
  expect(await seriousViolations(phone)).toEqual([]);

  // Sending too early names what is missing; nothing is checked by default.
  await expect(phone.getByRole('checkbox', { name: '필수 항목 수집·이용에 동의합니다.' })).not.toBeChecked();
  await expect(phone.getByRole('checkbox', { name: '선택 항목 수집·이용에 동의합니다.' })).not.toBeChecked();
  await phone.getByRole('button', { name: '지원서 보내기' }).click();
  await expect(phone.getByRole('alert')).toContainText('필수 항목 수집·이용에 동의해 주세요.');

  await phone.getByRole('textbox', { name: /^이름/ }).fill(name);
  await phone.getByLabel('생년월일').fill('2014-02-01');
  // Under 14: the guardian's part appears.
  await expect(phone.getByRole('group', { name: '법정대리인(보호자) 동의' })).toBeVisible();
  await phone.getByLabel('생년월일').fill('2003-03-04');
  await expect(phone.getByRole('group', { name: '법정대리인(보호자) 동의' })).toHaveCount(0);
  await phone.getByLabel('성별').selectOption('female');
  await phone.getByLabel('거주 도시').fill('부산');
  await phone.getByLabel('키 (cm)').fill('174');
  await phone.getByLabel('허리 (cm)').fill('61');
  await phone.getByRole('textbox', { name: /^연락처/ }).fill('010-2222-3333');
  await phone.getByRole('textbox', { name: /^이메일/ }).fill('applicant@example.com');
  const photos = await Promise.all(['#aa5533', '#3355aa', '#55aa33'].map((colour) => jpegBuffer(phone, 600, 750, colour)));
  await phone.getByLabel('사진 선택').setInputFiles(photos.map((buffer, i) => ({ name: `photo-${i}.jpg`, mimeType: 'image/jpeg', buffer })));
  await expect(phone.locator('.apply-photo.is-done')).toHaveCount(3);
  await phone.getByLabel('인스타그램 계정').fill('@e2e_model');
  await phone.getByRole('checkbox', { name: '필수 항목 수집·이용에 동의합니다.' }).check();
  await phone.getByRole('button', { name: '지원서 보내기' }).click();
  await expect(phone.getByRole('alert')).toContainText('선택 항목에 동의해 주세요');
  await phone.getByRole('checkbox', { name: '선택 항목 수집·이용에 동의합니다.' }).check();
  await phone.getByRole('button', { name: '지원서 보내기' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: '지원서가 접수되었습니다.' })).toBeVisible();
  expect(await seriousViolations(phone)).toEqual([]);
  await context.close();
  const mail = await waitForMail((m) => mailText(m).includes(name));
  expect(mailText(mail)).toContain('새 모델 지원서가 접수되었습니다');

  // The agency reviews it and makes a hidden artist from it.
  await signIn(page, request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAdmin(page, '/admin/applications');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `지원서: ${name}` })).toBeVisible();
  const images = page.locator('.admin-application-photos img');
  await expect(images).toHaveCount(3);
  await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText('@e2e_model')).toBeVisible();
  await page.getByLabel('상태').selectOption('reviewing');
  await page.getByLabel('메모 (직원끼리만 봅니다)').fill('다음 주 미팅');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expectToast(page, '지원서를 저장했습니다.');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '아티스트 초안 만들기' }).click();
  await expectToast(page, '숨김 상태의 아티스트 초안을 만들었습니다.');
  await expect(page).toHaveURL(/\/admin\/management\/editArtist\/applicant-\d+$/);
  await expect(page.getByLabel('한글 이름')).toHaveValue(name);
  const urlName = page.url().split('/').pop()!;
  expect((await request.get(`/api/artist/getDetails/${urlName}`)).status()).toBe(404);
  // Its pictures are still the applicant's private photos, shown to staff through signed addresses (decision 093).
  const picture = page.getByRole('img', { name: '상세 이미지 1 미리보기' });
  await expect(picture).toHaveAttribute('src', /^\/api\/application-photos\/\d+\?expires=\d+&signature=/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const signed = (await picture.getAttribute('src'))!;
  expect((await request.get(signed.split('?')[0]!)).status()).not.toBe(200);

  // Shown, the photos are copied to public media under unguessable addresses.
  await openAdmin(page, '/admin/management/artistVisibilityManage');
  await page.getByRole('switch', { name: `${name} 공개` }).click();
  await expect(page.getByRole('switch', { name: `${name} 공개` })).toHaveAttribute('aria-checked', 'true');
  const shown = (await (await request.get(`/api/artist/getDetails/${urlName}`)).json()) as { detailImages: { imageUrl: string }[] };
  expect(shown.detailImages).toHaveLength(3);
  for (const { imageUrl } of shown.detailImages) {
    expect(imageUrl).toMatch(new RegExp(`^/media/artists/${urlName}/[0-9a-f]{32}/\\d+-\\d+\\.jpg$`));
    expect((await request.get(imageUrl)).status()).toBe(200);
  }
  await openAdmin(page, `/admin/applications`);
  await page.getByRole('link', { name: new RegExp(name) }).click();

  // Deleting the application takes its photos; the published artist keeps its own copies.
  await page.getByRole('button', { name: '지원서 삭제' }).click();
  await answerDialog(page, '지원서와 사진을 삭제할까요?', '지원서 삭제');
  await expectToast(page, '지원서를 삭제했습니다.');
  await expect(page).toHaveURL(/\/admin\/applications$/);
  expect((await request.get(shown.detailImages[0]!.imageUrl)).status()).toBe(200);
});

test('the application page in English at 1440 px, and the privacy policy naming its retention', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openIn(page, '/apply', 'en');
  await expect(page.getByText('[Required] Consent to the collection and use of personal information')).toBeVisible();
  await expect(page.getByText('[Optional] Consent to the collection and use of personal information')).toBeVisible();
  await expect(page.getByText('12 months from the application, then deleted with the photos', { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Read the full privacy policy' }).click();
  await expect(page.getByText('Model applications and their photos are kept for 12 months', { exact: false })).toBeVisible();
  await openIn(page, '/', 'en');
  await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByRole('dialog').getByRole('link', { name: 'BECOME A MODEL · APPLY' }).click();
  // The English page's links keep the language in the address (decision 113).
  await expect(page).toHaveURL(/\/apply\?lang=en$/);
});
