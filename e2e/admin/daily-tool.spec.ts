import fs from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import type { ViewsData, ViewsTrend } from '@agency/contract/view-stats';
import { expect, test } from '../support/fixtures';
import { adminDialog, answerDialog, authHeaders, expectToast, getContent, openAdmin, restoreContent, signIn, uniqueSuffix } from './admin-helpers';

/** Issue 16: the admin as a daily tool (feedback, entering data, finding things, statistics). */

let sender = 0;
/** Submits as a visitor of its own (X-Forwarded-For; the e2e server trusts 127.0.0.1): the submit limit is per address. */
async function submitInquiry(request: APIRequestContext, fields: { title: string; name?: string; message?: string }): Promise<void> {
  const response = await request.post('/api/mail/submit', {
    headers: { 'X-Forwarded-For': `198.51.100.${(++sender % 200) + 20}` },
    data: { email: 'brand@example.com', phone: '010-0000-0000', name: '담당자', message: '촬영 문의드립니다.', privacyConsent: true, language: 'ko', ...fields },
  });
  expect(response.status()).toBe(200);
}

test.describe('feedback', () => {
  test('a save ends in a toast that goes by itself; the screen links to its public page', async ({ page, request }) => {
    const token = await signIn(page, request);
    const before = await getContent(request, 'NEWS_INFO');
    await page.clock.install();
    try {
      await openAdmin(page, '/admin/news/editPage');
      const site = page.getByRole('link', { name: /사이트에서 보기/ });
      await expect(site).toHaveAttribute('href', '/news');
      await expect(site).toHaveAttribute('target', '_blank');
      await page.getByLabel('영문 제목').fill(`NEWS ${uniqueSuffix()}`);
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await expectToast(page, '저장되었습니다!');
      // Non-blocking: the form is usable while the toast shows, and it goes without a click.
      await expect(page.getByLabel('영문 제목')).toBeEditable();
      await page.clock.runFor(6_000);
      await expect(page.locator('.admin-toasts').getByText('저장되었습니다!')).toHaveCount(0);
    } finally {
      await restoreContent(request, token, before, ['texts']);
    }
  });

  test('a new video row scrolls into view with its first field focused', async ({ page, request }) => {
    await signIn(page, request);
    await openAdmin(page, '/admin/production/manageVideos');
    const rows = page.locator('.admin-rows > li');
    const count = await rows.count();
    await page.getByRole('button', { name: '영상 추가' }).click();
    await expect(rows).toHaveCount(count + 1);
    const url = rows.nth(count).getByLabel('영상 URL');
    await expect(url).toBeFocused();
    await expect(url).toBeInViewport();
  });
});

test.describe('entering data', () => {
  test('a pasted link picks the platform, and a YouTube link offers its thumbnail', async ({ page, request }) => {
    await signIn(page, request);
    await openAdmin(page, '/admin/news/manageVideos');
    // A row with a thumbnail of its own is not offered YouTube's still.
    const first = page.locator('.admin-rows > li').first();
    await expect(first.getByLabel('영상 URL')).toHaveValue(/youtube\.com/);
    await expect(first.getByRole('button', { name: 'YouTube 썸네일 사용' })).toHaveCount(0);
    await page.getByRole('button', { name: '영상 추가' }).click();
    const row = page.locator('.admin-rows > li').last();
    const platform = row.getByLabel('플랫폼');
    const url = row.getByLabel('영상 URL');
    await url.fill('https://vimeo.com/76979871');
    await expect(platform).toHaveValue('vimeo');
    await expect(row.getByRole('button', { name: 'YouTube 썸네일 사용' })).toHaveCount(0);
    await url.fill('https://youtu.be/dQw4w9WgXcQ');
    await expect(platform).toHaveValue('youtube');
    await row.getByRole('button', { name: 'YouTube 썸네일 사용' }).click();
    await expect(row.getByRole('img', { name: '썸네일 미리보기' })).toHaveAttribute('src', 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    await expect(row.getByRole('button', { name: 'YouTube 썸네일 사용' })).toHaveCount(0);
    // The select still allows a change.
    await platform.selectOption('vimeo');
    await expect(platform).toHaveValue('vimeo');
  });

  test('creating an artist suggests the URL name from the English name until one is typed', async ({ page, request }) => {
    await signIn(page, request);
    await openAdmin(page, '/admin/management/createArtist');
    const urlName = page.getByLabel('URL 이름');
    await page.getByLabel('영문 이름').fill('Hye Jin');
    await expect(urlName).toHaveValue('hye-jin');
    await page.getByLabel('영문 이름').fill('Hye Jin Park');
    await expect(urlName).toHaveValue('hye-jin-park');
    await urlName.fill('hj-park');
    await page.getByLabel('영문 이름').fill('Someone Else');
    await expect(urlName).toHaveValue('hj-park');
    // Still checked: a refused value is shown next to the field.
    await urlName.fill('Not Valid!');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await expect(urlName).toHaveAttribute('aria-invalid', 'true');
    await expect(adminDialog(page)).toHaveCount(0);
  });

  test('the contact screen offers the Instagram link of the menu links', async ({ page, request }) => {
    const token = await signIn(page, request);
    const [contact, links] = [await getContent(request, 'CONTACT_INFO'), await getContent(request, 'LINK_INFO')];
    const instagram = `https://www.instagram.com/e2e_${uniqueSuffix()}`;
    try {
      await openAdmin(page, '/admin/others/editLinks');
      await page.getByLabel('인스타그램 링크').fill(instagram);
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await expectToast(page, '저장되었습니다!');

      await openAdmin(page, '/admin/contact/editInfo');
      const field = page.getByLabel('인스타그램 링크');
      await expect(field).not.toHaveValue(instagram);
      const offer = page.locator('.admin-offer').filter({ hasText: instagram });
      await expect(offer).toContainText('메뉴 링크 편집');
      await offer.getByRole('button', { name: '이 값 사용' }).click();
      await expect(field).toHaveValue(instagram);
      await expect(offer).toHaveCount(0);
      await expect(page.getByText('저장하지 않은 변경 사항이 있습니다')).toBeVisible();
    } finally {
      await restoreContent(request, token, links, ['texts']);
      await restoreContent(request, token, contact, ['texts']);
    }
  });

  test('deleting sits apart from save, in the danger colour, with the confirmation', async ({ page, request }) => {
    const token = await signIn(page, request);
    const artists = (await (await request.get('/api/artist/getAllForManagement', { headers: authHeaders(token) })).json()) as { urlName: string }[];
    await openAdmin(page, `/admin/management/editArtist/${artists[0]!.urlName}`);
    const saveBar = page.locator('.admin-save-bar');
    await expect(saveBar.getByRole('button', { name: '아티스트 삭제' })).toHaveCount(0);
    const remove = page.getByRole('region', { name: '삭제' }).getByRole('button', { name: '아티스트 삭제' });
    await expect(remove).toHaveClass(/admin-button--danger/);
    await remove.click();
    await answerDialog(page, '이 아티스트를 삭제하시겠습니까?', '취소');
    await expect(page).toHaveURL(new RegExp(`/editArtist/${artists[0]!.urlName}$`));
  });
});

test.describe('finding things', () => {
  test('inquiries: search, status and date filters, the unread count and the CSV export', async ({ page, request }) => {
    const token = await signIn(page, request);
    const suffix = uniqueSuffix();
    await submitInquiry(request, { title: `룩북 ${suffix}`, name: '김브랜드' });
    await submitInquiry(request, { title: `광고 ${suffix}`, message: `모델 섭외, "따옴표", 쉼표 ${suffix}` });
    await submitInquiry(request, { title: `화보 ${suffix}` });

    const newCount = async () =>
      ((await (await request.get('/api/admin/inquiries/new-count', { headers: authHeaders(token) })).json()) as { count: number }).count;
    await openAdmin(page, '/admin/inquiries');
    const menuEntry = page.getByRole('link', { name: /캐스팅 문의함/ });
    await expect(menuEntry.locator('.admin-nav-badge')).toHaveText(`${await newCount()}건 미처리`);

    await page.getByLabel('검색', { exact: true }).fill(suffix);
    await page.getByLabel('검색', { exact: true }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${suffix}`));
    await expect(page.locator('.admin-inbox-title')).toHaveText([`화보 ${suffix}`, `광고 ${suffix}`, `룩북 ${suffix}`]);
    await expect(page.getByText('3건', { exact: true })).toBeVisible();

    // Mark one handled, then filter by status.
    await page.getByRole('link', { name: new RegExp(`화보 ${suffix}`) }).click();
    await page.getByRole('button', { name: '처리 완료로 표시' }).click();
    await expectToast(page, '처리 완료로 표시했습니다.');
    await page.goBack();
    await expect(page.getByLabel('검색', { exact: true })).toHaveValue(suffix);
    await page.getByLabel('상태').selectOption('new');
    await expect(page.locator('.admin-inbox-title')).toHaveText([`광고 ${suffix}`, `룩북 ${suffix}`]);
    await expect(menuEntry.locator('.admin-nav-badge')).toHaveText(`${await newCount()}건 미처리`);
    await page.getByLabel('상태').selectOption('handled');
    await expect(page.locator('.admin-inbox-title')).toHaveText([`화보 ${suffix}`]);
    await page.getByLabel('상태').selectOption('');

    // Dates: nothing before yesterday's inquiries... none received on 2020-01-01.
    await page.getByLabel('종료일').fill('2020-01-01');
    await expect(page.getByText('조건에 맞는 문의가 없습니다.')).toBeVisible();
    await page.getByLabel('종료일').fill('');
    await page.getByLabel('시작일').fill('2020-01-01');
    await expect(page.locator('.admin-inbox-title')).toHaveCount(3);

    // The export holds the filtered list, with a BOM and Korean intact.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV 내보내기' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await fs.readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString('utf8').slice(1));
    expect(rows[0]).toEqual(['번호', '접수 일시', '이름', '이메일', '연락처', '제목', '문의 내용', '언어', '처리 상태', '처리 일시', '메일 발송']);
    expect(rows.slice(1).map((row) => row[5])).toEqual([`화보 ${suffix}`, `광고 ${suffix}`, `룩북 ${suffix}`]);
    expect(rows[2]![6]).toBe(`모델 섭외, "따옴표", 쉼표 ${suffix}`);
    expect(rows[3]![2]).toBe('김브랜드');
    expect(rows[1]![8]).toBe('처리 완료');

    // Reset clears every filter.
    await page.getByRole('button', { name: '초기화' }).click();
    await expect(page).toHaveURL(/\/admin\/inquiries$/);
    await expect(page.getByLabel('검색', { exact: true })).toHaveValue('');
  });

  test('artists: search by Korean or English name, and undo a visibility change from the toast', async ({ page, request }) => {
    const token = await signIn(page, request);
    const artists = (await (await request.get('/api/artist/getAllForManagement', { headers: authHeaders(token) })).json()) as {
      korName: string;
      engName: string;
      isHidden: boolean;
    }[];
    // A shown artist with both names: a published applicant's draft (admin/applications.spec.ts, same worker) has no English one.
    const target = artists.find((artist) => !artist.isHidden && artist.engName !== '')!;
    await openAdmin(page, '/admin/management/editArtistChoose');
    await page.getByLabel('아티스트 검색').fill(target.engName.toLowerCase().replace(/\s+/g, ''));
    await expect(page.locator('.admin-artist-pick')).toHaveCount(1);
    await expect(page.locator('.admin-artist-pick')).toContainText(target.korName);
    await page.getByLabel('아티스트 검색').fill('없는 이름 zzz');
    await expect(page.getByText('검색어와 맞는 아티스트가 없습니다.')).toBeVisible();

    await openAdmin(page, '/admin/management/artistVisibilityManage');
    await page.getByLabel('아티스트 검색').fill(target.korName);
    const toggle = page.getByRole('switch', { name: `${target.korName} 공개` });
    await expect(page.getByRole('switch')).toHaveCount(1);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expectToast(page, `${target.korName}: 숨김으로 바꿨습니다.`);
    await page.locator('.admin-toasts').getByRole('button', { name: '되돌리기' }).click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expectToast(page, `${target.korName}: 공개로 바꿨습니다.`);
    const after = (await (await request.get('/api/artist/getAllForManagement', { headers: authHeaders(token) })).json()) as { korName: string; isHidden: boolean }[];
    expect(after.find((artist) => artist.korName === target.korName)?.isHidden).toBe(false);
  });
});

test.describe('statistics', () => {
  test('artists without views get no bar; every artist has a 12-month trend', async ({ page, request }) => {
    const token = await signIn(page, request);
    const views = (await (await request.get('/api/admin/artist/fetchViewsData', { headers: authHeaders(token) })).json()) as ViewsData;
    const trend = (await (await request.get('/api/admin/artist/viewsTrend', { headers: authHeaders(token) })).json()) as ViewsTrend;
    expect(trend.months).toHaveLength(12);
    expect(trend.months.at(-1)).toBe(views.currentYearMonth);
    await openAdmin(page, '/admin');
    const rows = page.locator('.admin-bars .admin-bar-row');
    await expect(rows).toHaveCount(views.totalRankingData.length);
    for (const [index, artist] of [...views.totalRankingData].sort((a, b) => b.totalViews - a.totalViews).entries()) {
      await expect(rows.nth(index).locator('.admin-bar-fill')).toHaveCount(artist.totalViews > 0 ? 1 : 0);
      await expect(rows.nth(index).getByRole('img', { name: new RegExp(`^${artist.korName}: 최근 12개월`) })).toBeVisible();
    }
  });

  test('the ranking table scrolls sideways on a phone instead of cutting columns', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, request);
    await openAdmin(page, '/admin');
    const wrap = page.getByRole('region', { name: '누적 조회수 순위 표' });
    await expect(wrap).toBeVisible();
    const { scrollWidth, clientWidth } = await wrap.evaluate((node) => ({ scrollWidth: node.scrollWidth, clientWidth: node.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await wrap.scrollIntoViewIfNeeded();
    await wrap.evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
    await expect(wrap.getByRole('columnheader', { name: '점유율' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});

/** A small RFC 4180 reader (quoted fields, doubled quotes, CRLF) for checking the export. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}
