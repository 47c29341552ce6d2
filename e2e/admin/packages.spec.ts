import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { blockExternalHosts, expect, mailText, test, waitForMail } from '../support/fixtures';
import { answerDialog, expectToast, openAdmin, signIn, uniqueSuffix } from './admin-helpers';

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);

/** Issue 18 (decision 081): the agency sends a package, a client on a phone picks two artists, the agency sees it. */
test('a package goes from the admin to a client on a phone and back', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(180_000);
  await signIn(page, request);
  await page.setViewportSize({ width: 1440, height: 900 });
  const title = `E2E 패키지 ${uniqueSuffix()}`;

  // The agency creates it in English, adds two artists and leaves out one picture of the first.
  await openAdmin(page, '/admin/packages');
  await expect(page.getByRole('heading', { level: 1, name: '클라이언트 패키지' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('패키지 제목').fill(title);
  await page.getByLabel('클라이언트 이름').fill('E2E Client');
  await page.getByLabel('패키지 언어').selectOption('en');
  await page.getByRole('button', { name: '패키지 만들기' }).click();
  await expectToast(page, '패키지를 만들었습니다. 아티스트를 추가하세요.');
  await expect(page).toHaveURL(/\/admin\/packages\/\d+$/);
  await page.getByLabel('아티스트 검색').fill('김서윤');
  await page.getByRole('button', { name: '김서윤 / Seo-yoon Kim 추가' }).click();
  await page.getByLabel('아티스트 검색').fill('Ji-woo');
  await page.getByRole('button', { name: '한지우 / Ji-woo Han 추가' }).click();
  await page.getByLabel('클라이언트에게 남길 메모 (영문)').fill('Shooting in March. Mark the artists you like.');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expectToast(page, '패키지를 저장했습니다.');
  const first = page.locator('.admin-package-artist').first();
  await first.getByText('보여줄 사진 · 영상 고르기').click();
  await first.getByRole('checkbox', { name: '김서윤 / Seo-yoon Kim 포트폴리오 사진 1' }).uncheck();
  await expect(first).toContainText('중');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expectToast(page, '패키지를 저장했습니다.');
  expect(await seriousViolations(page)).toEqual([]);
  const link = (await page.locator('.admin-package-url code').textContent())!.trim();
  expect(link).toMatch(/\/p\/[A-Za-z0-9_-]{43}$/);
  const path = new URL(link).pathname;

  // The client, on a phone, gets it in the package's language.
  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 812 }, baseURL });
  const phone = await phoneContext.newPage();
  await blockExternalHosts(phone, baseURL ?? '');
  await phone.goto(path);
  await expect(phone.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(phone.getByText('Prepared for E2E Client')).toBeVisible();
  await expect(phone.getByText('Shooting in March. Mark the artists you like.')).toBeVisible();
  await expect(phone.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const seoYoon = phone.getByRole('article', { name: 'Seo-yoon Kim' });
  await expect(seoYoon.getByText("5'10\"")).toBeVisible();
  await seoYoon.getByRole('button', { name: 'Favourite' }).click();
  await expect(seoYoon.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true');
  await phone.getByRole('article', { name: 'Ji-woo Han' }).getByRole('button', { name: 'Favourite' }).click();
  await expect(phone.getByText('2 favourites')).toBeVisible();
  await seoYoon.getByRole('button', { name: 'View profile' }).click();
  const portfolio = seoYoon.getByRole('region', { name: 'PORTFOLIO' });
  await expect(portfolio.getByRole('button', { name: /Photo 1/ })).toBeVisible();
  const adminImages = await first.locator('.admin-package-media-grid').first().locator('li').count();
  await expect(portfolio.locator('li')).toHaveCount(adminImages - 1);
  await seoYoon.getByLabel('Comment for the agency').fill('Is she free on 10 March?');
  await seoYoon.getByRole('button', { name: 'Send comment' }).click();
  await expect(seoYoon.locator('form').getByRole('status')).toHaveText('Comment sent.');
  expect(await seriousViolations(phone)).toEqual([]);
  await phone.screenshot({ path: test.info().outputPath('package-phone-en.png') });

  // The KOR switch turns the page Korean; the picks stay.
  await phone.getByRole('button', { name: 'KOR' }).click();
  await expect(phone.getByText('E2E Client 님께 보내드리는 아티스트 제안')).toBeVisible();
  await expect(phone.getByText('관심 아티스트 2명')).toBeVisible();
  await expect(phone.getByRole('article', { name: '김서윤' }).getByRole('button', { name: '관심 아티스트' })).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousViolations(phone)).toEqual([]);

  // The agency sees the picks, the comment and the openings, and got a mail.
  await page.reload();
  const activity = page.getByRole('region', { name: '열람 기록과 클라이언트 선택' });
  await expect(activity).toContainText('관심 2명');
  await expect(activity.locator('.admin-package-log').first().locator('li')).toHaveCount(3);
  await expect(activity).toContainText('Is she free on 10 March?');
  await expect(activity).toContainText('김서윤 프로필 열람');
  await expect(activity).toContainText('패키지 열람');
  const mail = await waitForMail((m) => mailText(m).includes(title) && mailText(m).includes('Is she free on 10 March?'));
  expect(mailText(mail)).toContain('E2E Client');

  // Expired: the client gets a clear page.
  await page.getByRole('button', { name: '지금 만료' }).click();
  await answerDialog(page, '이 패키지를 지금 만료할까요?', '지금 만료');
  await expectToast(page, '패키지를 저장했습니다.');
  await phone.goto(`${path}?lang=en`);
  await expect(phone.getByRole('heading', { level: 1, name: 'This package has expired.' })).toBeVisible();
  expect(await seriousViolations(phone)).toEqual([]);
  await phoneContext.close();
});

test('the client page at 1440 px in Korean', async ({ page, request }) => {
  const token = await signIn(page, request);
  const roster = (await (await request.get('/api/artist/getAll')).json()) as { id: number }[];
  const created = await request.post('/api/admin/packages', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: `데스크톱 패키지 ${uniqueSuffix()}`, clientName: '브랜드', artistIds: roster.slice(0, 3).map((a) => a.id) },
  });
  expect(created.status()).toBe(200);
  const { url } = (await created.json()) as { url: string };
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(new URL(url).pathname);
  await expect(page.getByText('브랜드 님께 보내드리는 아티스트 제안')).toBeVisible();
  await expect(page.locator('.package-artist')).toHaveCount(3);
  const box = await page.locator('.package-artist').first().boundingBox();
  expect(box!.width).toBeGreaterThan(1000);
  expect(await seriousViolations(page)).toEqual([]);
});
