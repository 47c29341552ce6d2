import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { answerDialog, authHeaders, expectToast, openAdmin, signIn, uniqueSuffix } from './admin-helpers';

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);

const pad = (n: number) => String(n).padStart(2, '0');
/** A day `days` from today on this computer's calendar (the week view opens on this week). */
const dayFromToday = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

async function createArtist(request: APIRequestContext, token: string, urlName: string, korName: string, engName: string): Promise<number> {
  const created = await request.post('/api/admin/createArtist', {
    headers: authHeaders(token),
    data: { urlName, korName, engName, height: '170' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const edit = await request.get(`/api/artist/getDetailsForEdit/${urlName}`, { headers: authHeaders(token) });
  const id = ((await edit.json()) as { id: number }).id;
  // Hidden: a picture-less test artist on the public roster would change what other tests read from it (the
  // statistics test counts a view of the roster's first artist and expects its picture).
  expect((await request.put(`/api/artist/${id}/visibility`, { headers: authHeaders(token), data: { isHidden: true } })).status()).toBe(200);
  return id;
}

/**
 * Issue 38 (decision 120): a job made from a casting inquiry (its sender, dates and named artist filled in), the
 * artist put on option and confirmed with a conflict named, and the agency's week showing it; at 1440 and 375 px.
 * The admin is Korean only (decision 108).
 */
for (const width of [1440, 375]) {
  test(`creates a job from an inquiry, options and confirms an artist, and shows it on the week (${width} px)`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const token = await signIn(page, request);
    const suffix = uniqueSuffix();
    const korName = `잡${suffix.slice(-4)}`;
    const artistId = await createArtist(request, token, `job-e2e-${suffix}`, korName, `Job ${suffix}`);
    const shootDay = dayFromToday(1);
    const sent = await request.post('/api/mail/submit', {
      data: { title: `섭외 문의 ${suffix}`, name: '김담당', email: 'kim@brand.test', phone: '010-1111-2222', message: `${korName} 님 섭외 희망합니다. 촬영일 ${shootDay}`, privacyConsent: true },
    });
    expect(sent.status()).toBe(200);
    const inquiries = (await (await request.get('/api/admin/inquiries', { headers: authHeaders(token) })).json()) as { items: { id: number; title: string }[] };
    const inquiryId = inquiries.items.find((i) => i.title === `섭외 문의 ${suffix}`)!.id;

    await page.setViewportSize({ width, height: 900 });
    await openAdmin(page, `/admin/inquiries/${inquiryId}`);
    await page.getByRole('link', { name: '이 문의로 잡 만들기' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '문의에서 새 잡' })).toBeVisible();
    // Filled from the inquiry: its title, sender and the day it names.
    await expect(page.getByLabel('잡 제목 (브랜드 · 작업명)')).toHaveValue(`섭외 문의 ${suffix}`);
    await expect(page.getByLabel('담당자 이메일')).toHaveValue('kim@brand.test');
    await expect(page.getByRole('textbox', { name: '날짜', exact: true })).toHaveValue(shootDay);
    if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);

    // The company is the one thing the inquiry does not say: refused in Korean until it is given.
    await page.getByRole('button', { name: '잡 만들기' }).click();
    await expect(page.getByText('클라이언트 회사명을 입력하세요.')).toBeVisible();
    await page.getByLabel('클라이언트 회사').fill(`브랜드 ${suffix}`);
    await page.getByLabel('장소').fill('성수 스튜디오');
    await page.getByRole('button', { name: '잡 만들기' }).click();
    await expect(page).toHaveURL(/\/admin\/jobs\/\d+$/);
    const jobId = Number(new URL(page.url()).pathname.split('/').pop());

    // The named artist went on option, first on that day.
    const artists = page.getByRole('region', { name: '아티스트' });
    await expect(artists.getByText(`${shootDay} 1순위`)).toBeVisible();
    await expect(page.getByRole('link', { name: '연결된 문의 보기' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Another job confirms the artist on that day first: confirming here is refused, naming that job.
    const other = await request.post('/api/admin/jobs', { headers: authHeaders(token), data: { title: `다른 잡 ${suffix}`, client: { company: 'Other' }, days: [{ date: shootDay, start: '08:00', end: '20:00' }] } });
    const otherId = ((await other.json()) as { id: number }).id;
    // Its option comes second; the confirmation over this job's first option is refused, then this one confirms.
    expect((await request.post(`/api/admin/jobs/${otherId}/artists`, { headers: authHeaders(token), data: { artistId, status: 'option' } })).status()).toBe(200);
    await artists.getByRole('button', { name: `${korName} 확정` }).click();
    await expectToast(page, '아티스트 상태를 바꿨습니다.');
    const row = artists.getByRole('listitem').filter({ hasText: korName });
    await expect(row.locator('.admin-badge')).toHaveText('확정');
    const refused = await request.put(`/api/admin/jobs/${otherId}/artists/${artistId}`, { headers: authHeaders(token), data: { status: 'confirmed' } });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { conflictJobId: number }).conflictJobId).toBe(jobId);
    await page.screenshot({ path: test.info().outputPath(`job-editor-${width}.png`), fullPage: true });

    // The agency's week shows the job with its artist; the phone gets a list.
    await openAdmin(page, '/admin/jobs');
    const week = page.getByRole('region', { name: '주간 일정 캘린더' });
    await expect(week.getByText(`섭외 문의 ${suffix} — ${korName}`).first()).toBeVisible();
    if (width === 375) await expect(week.locator('.fc-list')).toBeVisible();
    else await expect(week.locator('.fc-timegrid')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`jobs-week-${width}.png`), fullPage: true });
    await week.getByText(`섭외 문의 ${suffix} — ${korName}`).first().click();
    await expect(page).toHaveURL(new RegExp(`/admin/jobs/${jobId}$`));

    // Cleaning up: the jobs go (the next tests' weeks stay readable).
    for (const id of [otherId, jobId]) await request.delete(`/api/admin/jobs/${id}`, { headers: authHeaders(token) });
  });
}

test('the confirmation sheet opens as a PDF and is sent to the client', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await signIn(page, request);
  const suffix = uniqueSuffix();
  const artistId = await createArtist(request, token, `job-sheet-${suffix}`, `확정${suffix.slice(-4)}`, `Sheet ${suffix}`);
  const created = await request.post('/api/admin/jobs', {
    headers: authHeaders(token),
    data: { title: `확정서 ${suffix}`, client: { company: 'Brand', email: 'client@brand.test' }, days: [{ date: dayFromToday(30), start: '09:00', end: '18:00' }] },
  });
  const jobId = ((await created.json()) as { id: number }).id;
  expect((await request.post(`/api/admin/jobs/${jobId}/artists`, { headers: authHeaders(token), data: { artistId, status: 'confirmed', fee: 1000000 } })).status()).toBe(200);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAdmin(page, `/admin/jobs/${jobId}`);
  const sheet = page.getByRole('region', { name: '부킹 확정서' });
  const pdf = page.waitForResponse((response) => response.url().includes(`/api/admin/jobs/${jobId}/confirmation.pdf?lang=ko`));
  const popup = page.waitForEvent('popup');
  await sheet.getByRole('button', { name: '확정서 보기 (한국어)' }).click();
  expect((await pdf).status()).toBe(200);
  expect((await pdf).headers()['content-type']).toBe('application/pdf');
  await (await popup).close();
  await sheet.getByRole('button', { name: '클라이언트에게 보내기 (English)' }).click();
  await answerDialog(page, 'client@brand.test로 확정서를 보낼까요?', '클라이언트에게 보내기 (English)');
  await expectToast(page, '확정서를 보냈습니다.');
  await expect(sheet.getByText(/client@brand\.test · en · /)).toBeVisible();
  await request.delete(`/api/admin/jobs/${jobId}`, { headers: authHeaders(token) });
});

test('on the week a slot is dragged to another day, and stretched over the next day (1440 px)', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await signIn(page, request);
  const suffix = uniqueSuffix();
  // Two neighbouring days of this week (the calendar runs on the agency's wall clock in UTC).
  const today = new Date();
  const base = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (today.getUTCDay() === 6 ? 1 : 0)));
  const dayOf = (offset: number) => new Date(base.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const from = base.getUTCDay() === 0 ? 0 : -1;
  const title = `끌기 ${suffix}`;
  const created = await request.post('/api/admin/jobs', { headers: authHeaders(token), data: { title, client: { company: 'Brand' }, days: [{ date: dayOf(from), start: '09:00', end: '12:00' }] } });
  const jobId = ((await created.json()) as { id: number }).id;
  const daysOfJob = async () => ((await (await request.get(`/api/admin/jobs/${jobId}`, { headers: authHeaders(token) })).json()) as { days: unknown[] }).days;
  await page.setViewportSize({ width: 1440, height: 1200 });
  await openAdmin(page, '/admin/jobs');
  const week = page.getByRole('region', { name: '주간 일정 캘린더' });
  const event = week.locator('.fc-timegrid-event', { hasText: title });
  const column = (date: string) => week.locator(`.fc-timegrid-col[data-date="${date}"]`);

  // Dragged one day on, the same hours.
  const target = from === 0 ? 1 : 0;
  const box = (await event.boundingBox())!;
  const targetBox = (await column(dayOf(target)).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 10);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 20, box.y + 10, { steps: 5 });
  await page.mouse.move(targetBox.x + targetBox.width / 2, box.y + 10, { steps: 10 });
  await page.mouse.up();
  await expectToast(page, '일정을 옮겼습니다.');
  await expect.poll(daysOfJob).toEqual([{ date: dayOf(target), start: '09:00', end: '12:00' }]);

  // Its end stretched into the next day's afternoon, let go in the half hour from 16:00: the slot is repeated there
  // and ends with that half hour.
  await event.hover();
  const resizer = event.locator('.fc-event-resizer-end');
  const grip = (await resizer.boundingBox())!;
  const next = (await column(dayOf(target + 1)).boundingBox())!;
  const afternoon = (await week.locator('.fc-timegrid-slot-lane[data-time="16:00:00"]').boundingBox())!;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + grip.width / 2, grip.y + 30, { steps: 5 });
  await page.mouse.move(next.x + next.width / 2, afternoon.y + 2, { steps: 10 });
  await page.mouse.up();
  await expectToast(page, '일정을 옮겼습니다.');
  await expect.poll(daysOfJob).toEqual([
    { date: dayOf(target), start: '09:00', end: '12:00' },
    { date: dayOf(target + 1), start: '09:00', end: '16:30' },
  ]);
  await request.delete(`/api/admin/jobs/${jobId}`, { headers: authHeaders(token) });
});
