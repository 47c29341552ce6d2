import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { adminToken, answerDialog, authHeaders, expectToast, openAdmin, signIn, uniqueSuffix } from './admin-helpers';

/**
 * Issue 38: an artist's month (options with their rank, confirmations, unavailable days) at 1440 and 375 px, the
 * private calendar feeds, and the dashboard's week card. The browser keeps the agency's time (Asia/Seoul), so its
 * "this month" and "today" are the server's.
 */
test.use({ timezoneId: 'Asia/Seoul', locale: 'ko-KR' });

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/** Set CALENDAR_SHOTS to a folder to keep the screenshots there (otherwise they go with the test's output). */
async function shot(target: Page | Locator, name: string): Promise<void> {
  const folder = process.env.CALENDAR_SHOTS;
  const file = folder ? path.join(folder, `${name}.png`) : test.info().outputPath(`${name}.png`);
  if (folder) fs.mkdirSync(folder, { recursive: true });
  await target.screenshot({ path: file, ...('goto' in target ? { fullPage: true } : {}) });
}

const pad = (n: number) => String(n).padStart(2, '0');
const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date());
const [year, month, todayOfMonth] = today.split('-').map(Number) as [number, number, number];
const dayOfMonth = (day: number) => `${year}-${pad(month)}-${pad(day)}`;
/** Days of this month two or more days away from today (today's job is the dashboard's). */
const freeDays = [3, 7, 11, 15, 19, 23].filter((day) => Math.abs(day - todayOfMonth) > 1).map(dayOfMonth);
const confirmedDay = freeDays[0]!;
const optionDay = freeDays[1]!;
const unavailableDay = freeDays[2]!;
const addedDay = freeDays[3]!;
const dayAfter = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

type Seed = { artistId: number; urlName: string; korName: string; jobs: Record<'confirmed' | 'first' | 'second' | 'today', { id: number; title: string }> };
let seed: Seed;

async function createJob(request: APIRequestContext, token: string, title: string, date: string, start: string, end: string) {
  const created = await request.post('/api/admin/jobs', { headers: authHeaders(token), data: { title, client: { company: 'E2E 브랜드' }, days: [{ date, start, end }] } });
  expect(created.status(), await created.text()).toBe(200);
  return { id: ((await created.json()) as { id: number }).id, title };
}

async function hold(request: APIRequestContext, token: string, jobId: number, artistId: number, status: 'option' | 'confirmed') {
  const added = await request.post(`/api/admin/jobs/${jobId}/artists`, { headers: authHeaders(token), data: { artistId, status } });
  expect(added.status(), await added.text()).toBe(200);
}

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  const suffix = uniqueSuffix();
  const korName = `달력${suffix.slice(-4)}`;
  const urlName = `calendar-e2e-${suffix}`;
  const created = await request.post('/api/admin/createArtist', {
    headers: authHeaders(token),
    data: { urlName, korName, engName: `Calendar ${suffix}` },
  });
  expect(created.status(), await created.text()).toBe(200);
  const artistId = ((await (await request.get(`/api/artist/getDetailsForEdit/${urlName}`, { headers: authHeaders(token) })).json()) as { id: number }).id;
  // Off the public roster while the test runs (other specs of this worker read it).
  expect((await request.put(`/api/artist/${artistId}/visibility`, { headers: authHeaders(token), data: { isHidden: true } })).status()).toBe(200);

  const jobs = {
    confirmed: await createJob(request, token, `확정잡 ${suffix}`, confirmedDay, '09:00', '18:00'),
    first: await createJob(request, token, `첫옵션 ${suffix}`, optionDay, '10:00', '17:00'),
    second: await createJob(request, token, `둘째옵션 ${suffix}`, optionDay, '13:00', '19:00'),
    today: await createJob(request, token, `오늘잡 ${suffix}`, today, '11:00', '15:00'),
  };
  await hold(request, token, jobs.confirmed.id, artistId, 'confirmed');
  await hold(request, token, jobs.first.id, artistId, 'option');
  await hold(request, token, jobs.second.id, artistId, 'option');
  await hold(request, token, jobs.today.id, artistId, 'confirmed');
  const off = await request.post(`/api/admin/artists/${artistId}/unavailable`, {
    headers: authHeaders(token),
    data: { from: unavailableDay, to: dayAfter(unavailableDay), note: '해외 촬영' },
  });
  expect(off.status(), await off.text()).toBe(200);
  seed = { artistId, urlName, korName, jobs };
});

test.afterAll(async ({ request }) => {
  if (!seed) return;
  const token = await adminToken(request);
  for (const job of Object.values(seed.jobs)) {
    const read = await request.get(`/api/admin/jobs/${job.id}`, { headers: authHeaders(token) });
    if (!read.ok()) continue;
    const { version } = (await read.json()) as { version: number };
    await request.delete(`/api/admin/jobs/${job.id}`, { headers: { ...authHeaders(token), 'If-Match': `"${version}"` } });
  }
  await request.delete(`/api/admin/deleteArtist/${seed.urlName}`, { headers: authHeaders(token) });
});

const calendarPath = () => `/admin/calendar/artists/${seed.artistId}`;
const region = (page: Page) => page.getByRole('region', { name: `${seed.korName}의 월간 일정` });

test('an artist month at 1440 px: confirmed, ranked options and unavailable days on the grid; entries open their job', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAdmin(page, calendarPath());
  await expect(page.getByRole('heading', { level: 1, name: `${seed.korName} 일정` })).toBeVisible();
  await expect(page.getByLabel('아티스트', { exact: true })).toHaveValue(String(seed.artistId));
  const calendar = region(page);
  await expect(calendar.locator('.fc-dayGridMonth-view')).toBeVisible();
  const confirmed = calendar.getByRole('link', { name: new RegExp(`확정 · ${seed.jobs.confirmed.title}`) });
  const first = calendar.getByRole('link', { name: new RegExp(`옵션 1순위 · ${seed.jobs.first.title}`) });
  const second = calendar.getByRole('link', { name: new RegExp(`옵션 2순위 · ${seed.jobs.second.title}`) });
  await expect(confirmed).toBeVisible();
  await expect(first).toBeVisible();
  await expect(second).toBeVisible();
  // Solid for a confirmation, dashed for an option; the first option looks other than the second.
  await expect(confirmed).toHaveCSS('border-top-style', 'solid');
  await expect(first).toHaveCSS('border-top-style', 'dashed');
  await expect(second).toHaveCSS('border-top-style', 'dashed');
  expect(await first.evaluate((el) => getComputedStyle(el).borderTopColor)).not.toBe(await second.evaluate((el) => getComputedStyle(el).borderTopColor));
  // The unavailable days: shaded on both days (the end is included), with the note.
  await expect(calendar.locator(`td[data-date="${unavailableDay}"] .fc-bg-event`)).toContainText('불가: 해외 촬영');
  const shade = (await calendar.locator(`td[data-date="${unavailableDay}"] .fc-bg-event`).boundingBox())!;
  const secondDay = (await calendar.locator(`td[data-date="${dayAfter(unavailableDay)}"]`).boundingBox())!;
  // One shading over both cells (in the same week row), or the second day shaded on its own row.
  if (shade.y + shade.height > secondDay.y + 1) expect(shade.x + shade.width).toBeGreaterThanOrEqual(secondDay.x + secondDay.width - 2);
  else await expect(calendar.locator(`td[data-date="${dayAfter(unavailableDay)}"] .fc-bg-event`)).toHaveCount(1);
  await expect(page.getByRole('region', { name: '촬영 불가 일정' })).toContainText(`${unavailableDay} ~ ${dayAfter(unavailableDay)}`);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'artist-calendar-1440');

  // Another month is read for its own days.
  // The next month's grid starts in this month's last week at the earliest.
  const next = page.waitForRequest((r) => r.url().includes(`/api/admin/artists/${seed.artistId}/calendar?`) && (new URL(r.url()).searchParams.get('from') ?? '') > dayOfMonth(15));
  await calendar.getByRole('button', { name: '다음 달' }).click();
  await next;
  await expect(confirmed).toHaveCount(0);
  await calendar.getByRole('button', { name: '이번 달' }).click();
  await expect(confirmed).toBeVisible();

  // Keyboard: an entry is a link, and Enter opens its job.
  await confirmed.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/jobs/${seed.jobs.confirmed.id}$`));
  await page.goBack();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/admin/jobs/${seed.jobs.first.id}$`));
});

test('unavailable days are added with checked fields and deleted', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAdmin(page, calendarPath());
  const form = page.getByRole('region', { name: '불가 일정 추가' });
  const list = page.getByRole('region', { name: '촬영 불가 일정' });
  await expect(list).toContainText('해외 촬영');

  await form.getByRole('button', { name: '불가 일정 추가' }).click();
  await expect(form.getByText('시작일을 입력하세요.')).toBeVisible();
  await expect(form.getByText('종료일을 입력하세요.')).toBeVisible();
  await form.getByLabel('시작일').fill(dayAfter(addedDay));
  await form.getByLabel('종료일').fill(addedDay);
  await form.getByRole('button', { name: '불가 일정 추가' }).click();
  await expect(form.getByText('시작일은 종료일보다 늦을 수 없습니다.')).toBeVisible();
  await expect(form.getByLabel('종료일')).toHaveAttribute('aria-invalid', 'true');

  // The server's refusal is shown with the form.
  await page.route('**/api/admin/artists/*/unavailable', (route) => route.fulfill({ status: 400, json: { message: '서버가 거절했습니다.' } }), { times: 1 });
  await form.getByLabel('시작일').fill(addedDay);
  await form.getByLabel('메모').fill('E2E 개인 일정');
  await form.getByRole('button', { name: '불가 일정 추가' }).click();
  await expect(form.getByRole('alert')).toHaveText('불가 일정을 추가하지 못했습니다: 서버가 거절했습니다.');

  await form.getByRole('button', { name: '불가 일정 추가' }).click();
  await expectToast(page, '불가 일정을 추가했습니다.');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByLabel('메모')).toHaveValue('');
  await expect(list).toContainText('E2E 개인 일정');
  await expect(region(page).locator(`td[data-date="${addedDay}"] .fc-bg-event`)).toContainText('불가: E2E 개인 일정');
  expect(await seriousViolations(page)).toEqual([]);

  await list.getByRole('button', { name: `${addedDay} 불가 일정 삭제` }).click();
  await answerDialog(page, `${addedDay} 불가 일정을 삭제할까요?`, '삭제');
  await expectToast(page, '불가 일정을 삭제했습니다.');
  await expect(list).not.toContainText('E2E 개인 일정');
  await expect(region(page).locator(`td[data-date="${addedDay}"] .fc-bg-event`)).toHaveCount(0);
  await expect(list).toContainText('해외 촬영');
});

test('an artist month at 375 px is a list; it turns into the grid when the window widens', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, request);
  await page.setViewportSize({ width: 375, height: 812 });
  await openAdmin(page, calendarPath());
  const calendar = region(page);
  await expect(calendar.locator('.fc-listMonth-view')).toBeVisible();
  await expect(calendar.locator('.fc-dayGridMonth-view')).toHaveCount(0);
  await expect(calendar.getByRole('link', { name: `확정 · ${seed.jobs.confirmed.title}` })).toBeVisible();
  await expect(calendar.getByRole('link', { name: `옵션 1순위 · ${seed.jobs.first.title}` })).toBeVisible();
  await expect(calendar.getByRole('link', { name: `옵션 2순위 · ${seed.jobs.second.title}` })).toBeVisible();
  await expect(calendar.getByText('불가: 해외 촬영').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'artist-calendar-375');

  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(calendar.locator('.fc-dayGridMonth-view')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(calendar.locator('.fc-listMonth-view')).toBeVisible();
  await calendar.getByRole('link', { name: `옵션 2순위 · ${seed.jobs.second.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/jobs/${seed.jobs.second.id}$`));
});

for (const width of [1440, 375]) {
  test(`the calendar feeds page at ${width} px: copy a link, make a new one`, async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const token = await signIn(page, request);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.setViewportSize({ width, height: width === 1440 ? 900 : 812 });
    const { feeds } = (await (await request.get('/api/admin/calendar-feeds', { headers: authHeaders(token) })).json()) as { feeds: { scope: string; name: string; url: string }[] };
    const agency = feeds[0]!;
    expect(agency.scope).toBe('agency');

    await openAdmin(page, '/admin/calendar/feeds');
    await expect(page.getByRole('heading', { level: 1, name: '캘린더 구독 링크' })).toBeVisible();
    await expect(page.getByText('구글 캘린더', { exact: false }).first()).toBeVisible();
    // The agency's feed comes first, then each artist's.
    const headings = page.locator('.cal-feed-name');
    await expect(headings.first()).toHaveText(agency.name);
    await expect(page.getByRole('heading', { level: 3, name: `${seed.korName}`, exact: false })).toHaveCount(1);
    const input = page.getByLabel(`${agency.name} 구독 링크`);
    await expect(input).toHaveValue(agency.url);
    await expect(input).toHaveAttribute('readonly', '');
    expect(await seriousViolations(page)).toEqual([]);
    if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, `calendar-feeds-${width}`);

    await page.getByRole('button', { name: `${agency.name} 링크 복사` }).click();
    await expectToast(page, '링크를 복사했습니다.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(agency.url);

    // A new link: asked first (the old one stops working), then the old one answers 404 and the new one is a calendar.
    await page.getByRole('button', { name: `${agency.name} 링크 다시 만들기` }).click();
    await answerDialog(page, '더 이상 작동하지 않습니다', '링크 다시 만들기');
    await expectToast(page, '새 링크를 만들었습니다.');
    await expect(input).not.toHaveValue(agency.url);
    const renewed = await input.inputValue();
    expect(renewed).toMatch(/\/api\/calendar\/agency\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await request.get(new URL(agency.url).pathname)).status()).toBe(404);
    const feed = await request.get(new URL(renewed).pathname);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  });
}

for (const width of [1440, 375]) {
  test(`the dashboard shows today and this week at ${width} px`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await signIn(page, request);
    await page.setViewportSize({ width, height: width === 1440 ? 900 : 812 });
    await openAdmin(page, '/admin');
    const card = page.getByRole('region', { name: '오늘 · 이번 주 일정' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { level: 3 }).first()).toContainText('오늘');
    const job = card.getByRole('listitem').filter({ has: page.getByRole('link', { name: seed.jobs.today.title }) });
    await expect(job).toContainText('11:00–15:00');
    await expect(job).toContainText(`${seed.korName} 확정`);
    await expect(job.locator('.admin-badge')).toHaveText(/확정|문의|옵션/);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(card, `dashboard-week-${width}`);
    await shot(page, `dashboard-${width}`);
    await job.getByRole('link', { name: seed.jobs.today.title }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/jobs/${seed.jobs.today.id}$`));
  });
}
