import { INQUIRY_FILTER_MESSAGES, inquiryListSchema, inquiryNewCountSchema } from '@agency/contract/inquiries';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { adminToken } from '@test/second-instance';
import { CSV_BOM, csvField } from './inquiry-csv';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await buildTestApp({ now: '2026-11-15T03:00:00.000Z' });
  token = await adminToken(t);
});
afterEach(() => t.close());

let ip = 0;
/** Submits an inquiry received at `at` (UTC). */
async function received(at: string, overrides: Record<string, unknown> = {}): Promise<number> {
  t.clock.set(at);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/mail/submit',
    remoteAddress: `10.9.0.${++ip}`,
    payload: { title: '룩북 촬영 문의', email: 'brand@example.com', phone: '010-1234-5678', name: '담당자', message: '촬영 문의드립니다.', privacyConsent: true, ...overrides },
  });
  expect(res.statusCode).toBe(200);
  const row = await t.database.handle.db.selectFrom('inquiries').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  return row.id;
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
async function titles(query: string): Promise<string[]> {
  const res = await get(`/api/admin/inquiries?${query}`);
  expect(res.statusCode).toBe(200);
  return inquiryListSchema.parse(res.json()).items.map((item) => item.title);
}
const markHandled = (id: number) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/inquiries/${id}`, payload: { handled: true }, headers: { authorization: `Bearer ${token}` } });

describe('inbox search and filters', () => {
  beforeEach(async () => {
    await received('2026-11-01T02:00:00Z', { title: 'Lookbook SS27', name: 'Kim Brand', email: 'kim@brand.example' });
    await received('2026-11-10T16:30:00Z', { title: '광고 촬영', message: '100% 할인_행사 모델 섭외' }); // 11-11 01:30 in Seoul
    const handled = await received('2026-11-12T05:00:00Z', { title: '화보 촬영', email: 'photo@studio.example' });
    expect((await markHandled(handled)).statusCode).toBe(200);
  });

  it('searches name, email, title and message, any case, without a newest-first change', async () => {
    expect(await titles('q=lookbook')).toEqual(['Lookbook SS27']);
    expect(await titles('q=KIM%20BRAND')).toEqual(['Lookbook SS27']);
    expect(await titles('q=studio.example')).toEqual(['화보 촬영']);
    expect(await titles('q=%EB%AA%A8%EB%8D%B8')).toEqual(['광고 촬영']); // 모델, in the message
    expect(await titles('q=%EB%AC%B8%EC%9D%98%EB%93%9C%EB%A6%BD%EB%8B%88%EB%8B%A4')).toEqual(['화보 촬영', 'Lookbook SS27']); // 문의드립니다
    expect(await titles('q=%20%20')).toHaveLength(3); // blank: no search
  });

  it('matches % and _ as themselves', async () => {
    expect(await titles('q=100%25')).toEqual(['광고 촬영']);
    expect(await titles('q=%25')).toEqual(['광고 촬영']);
    expect(await titles('q=_')).toEqual(['광고 촬영']);
    expect(await titles('q=%25%25')).toEqual([]);
  });

  it('filters by status, and counts the new ones', async () => {
    expect(await titles('status=new')).toEqual(['광고 촬영', 'Lookbook SS27']);
    expect(await titles('status=handled')).toEqual(['화보 촬영']);
    const count = await get('/api/admin/inquiries/new-count');
    expect(count.statusCode).toBe(200);
    expect(inquiryNewCountSchema.parse(count.json())).toEqual({ count: 2 });
  });

  it("filters by the days of the site's time zone, both ends included", async () => {
    // 2026-11-10T16:30Z is 11-11 in Seoul (the default STATS_TIMEZONE).
    expect(await titles('from=2026-11-11')).toEqual(['화보 촬영', '광고 촬영']);
    expect(await titles('to=2026-11-10')).toEqual(['Lookbook SS27']);
    expect(await titles('from=2026-11-11&to=2026-11-11')).toEqual(['광고 촬영']);
    expect(await titles('from=2026-11-11&to=2026-11-12&status=handled&q=%ED%99%94%EB%B3%B4')).toEqual(['화보 촬영']);
  });

  it('pages the filtered list and counts it', async () => {
    const res = await get('/api/admin/inquiries?status=new&pageSize=1&page=2');
    expect(inquiryListSchema.parse(res.json())).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ title: 'Lookbook SS27' }] });
  });

  it.each([
    ['status=open', undefined],
    ['from=2026-13-01', INQUIRY_FILTER_MESSAGES.date],
    ['to=2026-02-30', INQUIRY_FILTER_MESSAGES.date],
    ['from=yesterday', INQUIRY_FILTER_MESSAGES.date],
    ['from=2026-11-12&to=2026-11-11', INQUIRY_FILTER_MESSAGES.range],
    [`q=${'x'.repeat(201)}`, undefined],
    ['sort=name', undefined],
  ])('refuses %s with 400', async (query, message) => {
    for (const path of ['/api/admin/inquiries', '/api/admin/inquiries/export']) {
      const res = await get(`${path}?${query}`);
      expect(res.statusCode).toBe(400);
      if (message) expect(res.json()).toEqual({ message });
      else expect(res.json()).toHaveProperty('message');
    }
  });

  it('needs an admin for the count and the export', async () => {
    for (const url of ['/api/admin/inquiries/new-count', '/api/admin/inquiries/export']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('CSV export', () => {
  it('exports the filtered list with a BOM, Korean intact, times in Seoul', async () => {
    await received('2026-11-10T16:30:00Z', { title: '광고 "촬영", 1차', message: '첫 줄\n둘째 줄', name: '=HYPERLINK("x")' });
    await received('2026-11-12T05:00:00Z', { title: 'Other' });
    t.clock.set('2026-11-24T16:00:00Z');
    token = await adminToken(t); // the one of November 15 has expired
    const res = await get('/api/admin/inquiries/export?q=%EA%B4%91%EA%B3%A0');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="inquiries-2026-11-25.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('"번호","접수 일시","이름","이메일","연락처","제목","문의 내용","언어","처리 상태","처리 일시","메일 발송"');
    expect(lines[1]).toContain(`"2026-11-11 01:30","'=HYPERLINK(""x"")","brand@example.com","010-1234-5678","광고 ""촬영"", 1차","첫 줄\n둘째 줄","ko","미처리",""`);
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(3);
  });
});

describe('csvField', () => {
  it.each([
    ['plain', '"plain"'],
    ['a "quote"', '"a ""quote"""'],
    ['=1+1', `"'=1+1"`],
    ['+82 10', `"'+82 10"`],
    ['-5', `"'-5"`],
    ['@cmd', `"'@cmd"`],
    [42, '"42"'],
  ])('%j → %s', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});
