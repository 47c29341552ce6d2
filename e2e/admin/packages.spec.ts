import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { blockExternalHosts, expect, mailsTo, mailText, test, waitForMail } from '../support/fixtures';
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
  // It opens on the contact sheet: the three artists side by side on the first screen (issue 37).
  const cards = page.locator('.package-card');
  await expect(cards).toHaveCount(3);
  const tops = await cards.evaluateAll((list) => list.map((card) => Math.round(card.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  expect(await seriousViolations(page)).toEqual([]);
  // The full profiles, one per row.
  await page.getByRole('button', { name: '프로필', exact: true }).click();
  await expect(page.locator('.package-artist')).toHaveCount(3);
  const box = await page.locator('.package-artist').first().boundingBox();
  expect(box!.width).toBeGreaterThan(1000);
  expect(await seriousViolations(page)).toEqual([]);
});

/** The package links in every mail to `address` so far, oldest first. */
const readLinks = (address: string) =>
  mailsTo(address).map((m) => /https?:\/\/[^\s"<>]+\/p\/[A-Za-z0-9_-]{43}/.exec(mailText(m))?.[0]);

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Issue 37: the booker mails the package to two people; each gets their own link, opened and answered apart. */
for (const width of [1440, 375]) {
  test(`a package is sent to two recipients, each tracked on their own link, one revoked (${width} px)`, async ({ page, request, browser, baseURL }) => {
    test.setTimeout(120_000);
    const token = await signIn(page, request);
    const roster = (await (await request.get('/api/artist/getAll')).json()) as { id: number }[];
    const suffix = uniqueSuffix();
    const created = await request.post('/api/admin/packages', {
      headers: { Authorization: `Bearer ${token}` },
      data: { title: `보내기 패키지 ${suffix}`, clientName: 'Brand Co.', artistIds: roster.slice(0, 2).map((a) => a.id) },
    });
    const { id } = (await created.json()) as { id: number };
    await page.setViewportSize({ width, height: 900 });
    await openAdmin(page, `/admin/packages/${id}`);
    const sending = page.getByRole('region', { name: '메일로 보내기' });
    await expect(sending.getByText('아직 메일로 보낸 사람이 없습니다.')).toBeVisible();

    const mina = `mina-${suffix}@brand.test`;
    const lee = `lee-${suffix}@studio.test`;
    await sending.getByLabel('받는 사람 1 이름').fill('김미나');
    await sending.getByLabel('받는 사람 1 이메일').fill(mina);
    await sending.getByRole('button', { name: '받는 사람 추가' }).click();
    await sending.getByLabel('받는 사람 2 이름').fill('Lee Park');
    await sending.getByLabel('받는 사람 2 이메일').fill('not an address');
    await sending.getByLabel('받는 사람 2 언어').selectOption('en');
    await expect(sending.getByLabel('메시지 (한국어)')).toHaveValue(/마음에 드는 아티스트를 표시해 주시면/);
    await sending.getByLabel('메시지 (영문)').fill('{name}, please look before Friday.');
    await sending.getByRole('button', { name: '보내기', exact: true }).click();
    // The address is checked before anything is sent.
    await expect(sending.getByText('받는 사람의 이메일 주소가 올바르지 않습니다.')).toBeVisible();
    await sending.getByLabel('받는 사람 2 이메일').fill(lee);
    await sending.getByRole('button', { name: '보내기', exact: true }).click();
    await expectToast(page, '2명에게 보냈습니다.');
    const table = sending.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table).toContainText('김미나');
    await expect(table).toContainText('Lee Park');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`package-sent-${width}.png`), fullPage: true });

    // Each gets a mail with their own link, in their language.
    const leeMail = mailText(await waitForMail((m) => m.to.includes(lee)));
    expect(leeMail).toContain('Dear Lee Park,');
    expect(leeMail).toContain('Lee Park, please look before Friday.');
    const leeLink = /https?:\/\/[^\s"<>]+\/p\/[A-Za-z0-9_-]{43}/.exec(leeMail)![0];
    const minaMail = mailText(await waitForMail((m) => m.to.includes(mina)));
    expect(minaMail).toContain('김미나님, 안녕하세요.');
    // The Korean template, its placeholder filled in.
    expect(minaMail).toMatch(/마음에 드는 아티스트를 표시해 주시면 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 전에 일정을 확인해 드리겠습니다/);
    const minaLink = /https?:\/\/[^\s"<>]+\/p\/[A-Za-z0-9_-]{43}/.exec(minaMail)![0];
    expect(minaLink).not.toBe(leeLink);

    // Lee opens theirs on a phone, in English, greeted by name.
    const phoneContext = await browser.newContext({ viewport: { width: 375, height: 812 }, baseURL, userAgent: IPHONE });
    const phone = await phoneContext.newPage();
    await blockExternalHosts(phone, baseURL ?? '');
    await phone.goto(new URL(leeLink).pathname);
    await expect(phone.getByText('Prepared for Lee Park')).toBeVisible();

    // The booker sees Lee's opening on Lee's row; Mina's is still unopened.
    await page.reload();
    const leeRow = sending.getByRole('row', { name: /Lee Park/ });
    await expect(leeRow).not.toContainText('열지 않음');
    await expect(leeRow).toContainText('1회');
    await expect(sending.getByRole('row', { name: /김미나/ })).toContainText('열지 않음');
    await expect(page.getByRole('region', { name: '열람 기록과 클라이언트 선택' })).toContainText('패키지 열람 · Lee Park · 휴대폰');

    // Mina's link is revoked: her page answers 404 and says so; Lee's still opens.
    await sending.getByRole('button', { name: '김미나 링크 회수' }).click();
    await answerDialog(page, '김미나님의 링크를 회수할까요?', '회수');
    await expectToast(page, '링크를 회수했습니다.');
    await expect(sending.getByRole('row', { name: /김미나/ })).toContainText('회수됨');
    const revoked = await phone.goto(`${new URL(minaLink).pathname}?lang=ko`);
    expect(revoked!.status()).toBe(404);
    await expect(phone.getByRole('heading', { level: 1, name: '패키지를 찾을 수 없습니다.' })).toBeVisible();
    expect((await phone.goto(new URL(leeLink).pathname))!.status()).toBe(200);
    await phoneContext.close();

    // Lee gets the same link again.
    await sending.getByRole('button', { name: 'Lee Park에게 다시 보내기' }).click();
    await answerDialog(page, `Lee Park님(${lee})에게 같은 링크를 다시 메일로 보낼까요?`, '다시 보내기');
    await expectToast(page, 'Lee Park님에게 링크를 다시 보냈습니다.');
    await expect.poll(() => readLinks(lee), { timeout: 15_000 }).toEqual([leeLink, leeLink]);

    // The list: this package's funnel, and Lee's opening still waiting for an answer.
    await openAdmin(page, '/admin/packages');
    await expect(page.getByRole('region', { name: '보낸 패키지의 반응' })).toBeVisible();
    const row = page.locator('.admin-package-row').filter({ hasText: `보내기 패키지 ${suffix}` });
    await expect(row).toContainText('보냄 2명 → 열람 1명 → 관심 0명 → 섭외 요청 0명');
    await expect(row).toContainText('열람 후 답변 없음 1명');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`package-funnel-${width}.png`) });
  });
}
