import { DELIVERY_LABELS, deliveryLabelKey, INQUIRY_LIMITS, INQUIRY_MESSAGES, INQUIRY_NOT_FOUND, inquiryDetailSchema, inquiryListSchema } from '@agency/contract/inquiries';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { adminToken } from '@test/second-instance';
import { SUBMIT_RATE_LIMIT } from './inquiries-routes';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ now: '2026-11-15T03:00:00.000Z' });
});
afterEach(() => t.close());

/** Factory: a valid submission with overrides. */
const inquiry = (overrides: Record<string, unknown> = {}) => ({
  title: '룩북 촬영 문의',
  email: 'brand@example.com',
  phone: '010-1234-5678',
  name: '브랜드 담당자',
  message: '1. 브랜드명: 테스트\n2. 촬영 일자: 12월 1일',
  privacyConsent: true,
  ...overrides,
});

let ip = 0;
const submit = (body: unknown, remoteAddress = `10.7.${Math.floor(++ip / 250) % 250}.${ip % 250}`) =>
  t.app.inject({ method: 'POST', url: '/api/mail/submit', payload: body as object, remoteAddress });
const stored = () => t.database.handle.db.selectFrom('inquiries').selectAll().execute();
const admin = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${await adminToken(t)}` } });

describe('POST /api/mail/submit', () => {
  it('stores the inquiry with its time and language before answering 200', async () => {
    const res = await submit(inquiry({ language: 'en', title: '  Lookbook  ' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: 'Lookbook',
      email: 'brand@example.com',
      phone: '010-1234-5678',
      name: '브랜드 담당자',
      privacy_consent: 1,
      language: 'en',
      created_at: '2026-11-15T03:00:00.000Z',
    });
    expect(['pending', 'sent']).toContain(rows[0]!.delivery_status);
  });

  it('takes Korean as the default language', async () => {
    await submit(inquiry());
    expect((await stored())[0]!.language).toBe('ko');
  });

  const fields = ['title', 'email', 'phone', 'name', 'message'] as const;
  it.each(fields.flatMap((f) => [[f, ''], [f, '   '], [f, undefined], [f, 12]] as const))(
    'requires %s (value %j): 400 with the fill-in-all-fields message, nothing stored',
    async (field, value) => {
      const res = await submit(inquiry({ [field]: value }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: INQUIRY_MESSAGES.missingFields });
      expect(await stored()).toEqual([]);
    },
  );

  it.each(['plainaddress', 'a@b', 'a b@c.d', 'a@b .c', '@b.c', 'a@.c', 'a@b.', 'a@@b.c', 'a<x>@b.c', '"a,b"@c.d'])(
    'refuses the e-mail %j with the valid-address message',
    async (email) => {
      const res = await submit(inquiry({ email }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: INQUIRY_MESSAGES.email });
      expect(await stored()).toEqual([]);
    },
  );

  it.each(['a@b.c', 'first.last+tag@sub.example.co.kr', ' brand@example.com '])('accepts the e-mail %j', async (email) => {
    expect((await submit(inquiry({ email }))).statusCode).toBe(200);
  });

  it.each([false, undefined, 'true', 1, null])('requires privacyConsent true (got %j)', async (privacyConsent) => {
    const res = await submit(inquiry({ privacyConsent }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: INQUIRY_MESSAGES.consent });
    expect(await stored()).toEqual([]);
  });

  it.each(['title', 'name', 'phone', 'message'] as const)('bounds the length of %s', async (field) => {
    const max = INQUIRY_LIMITS[field];
    const longest = await submit(inquiry({ [field]: 'x'.repeat(max) }));
    expect(longest.statusCode).toBe(200);
    const tooLong = await submit(inquiry({ [field]: 'x'.repeat(max + 1) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain(String(max.toLocaleString('en-US')));
    expect(await stored()).toHaveLength(1);
  });

  it('refuses unknown fields, an unknown language and a non-object body', async () => {
    for (const body of [inquiry({ extra: 'x' }), inquiry({ language: 'fr' }), [inquiry()], 'text']) {
      const res = await submit(body);
      expect(res.statusCode).toBe(typeof body === 'string' ? 415 : 400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await stored()).toEqual([]);
  });

  it('answers a filled-in honeypot like a success but stores and mails nothing', async () => {
    const res = await submit(inquiry({ website: 'http://spam.example' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await t.app.inquiryOutbox.runOnce()).toBe(0);
    expect(await stored()).toEqual([]);
    expect((await submit(inquiry({ website: '' }))).statusCode).toBe(200);
    expect(await stored()).toHaveLength(1);
  });

  it('limits submissions per IP', async () => {
    for (let i = 0; i < SUBMIT_RATE_LIMIT.max; i++) {
      expect((await submit(inquiry(), '10.250.0.1')).statusCode).toBe(200);
    }
    const limited = await submit(inquiry(), '10.250.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toEqual(expect.any(String));
    expect((await submit(inquiry(), '10.250.0.2')).statusCode).toBe(200);
    expect(await stored()).toHaveLength(SUBMIT_RATE_LIMIT.max + 1);
  });

  it('without SMTP_URL, logs the mail and marks it sent (log transport)', async () => {
    await submit(inquiry());
    await t.app.inquiryOutbox.runOnce();
    const [row] = await stored();
    expect(row).toMatchObject({ delivery_status: 'sent', attempts: 1, sent_at: '2026-11-15T03:00:00.000Z', last_error: null });
  });

  it('records that a mail without an SMTP server was only logged, and the inbox says so (issue 35)', async () => {
    await submit(inquiry());
    await t.app.inquiryOutbox.runOnce();
    const [row] = await stored();
    expect(row).toMatchObject({ delivery_status: 'sent', sent_by: 'log' });
    const list = inquiryListSchema.parse((await admin('GET', '/api/admin/inquiries')).json());
    expect(list.items[0]).toMatchObject({ deliveryStatus: 'sent', sentBy: 'log' });
    expect(DELIVERY_LABELS[deliveryLabelKey(list.items[0]!)]).toBe('기록됨 (메일 서버 없음)');
    const csv = (await admin('GET', '/api/admin/inquiries/export')).body;
    expect(csv).toContain('"기록됨 (메일 서버 없음)"');
    expect(csv).not.toContain('발송 완료');
  });
});

describe('admin inbox', () => {
  it('lists newest first with paging and delivery status', async () => {
    for (let i = 1; i <= 3; i++) {
      t.clock.set(`2026-11-1${i}T00:00:00.000Z`);
      await submit(inquiry({ title: `문의 ${i}` }));
    }
    await t.app.inquiryOutbox.runOnce();
    const res = await admin('GET', '/api/admin/inquiries?page=1&pageSize=2');
    expect(res.statusCode).toBe(200);
    const list = inquiryListSchema.parse(res.json());
    expect(list).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(list.items.map((i) => i.title)).toEqual(['문의 3', '문의 2']);
    expect(list.items[0]).toMatchObject({ deliveryStatus: 'sent', attempts: 1, handledAt: null, email: 'brand@example.com' });
    const page2 = (await admin('GET', '/api/admin/inquiries?page=2&pageSize=2')).json();
    expect(page2.items.map((i: { title: string }) => i.title)).toEqual(['문의 1']);
    expect((await admin('GET', '/api/admin/inquiries?pageSize=500')).statusCode).toBe(400);
    expect((await admin('GET', '/api/admin/inquiries?page=0')).statusCode).toBe(400);
  });

  it('shows one inquiry with its attempts, marks it handled and back', async () => {
    await submit(inquiry());
    await t.app.inquiryOutbox.runOnce();
    const [{ id }] = (await admin('GET', '/api/admin/inquiries')).json().items;
    const detail = inquiryDetailSchema.parse((await admin('GET', `/api/admin/inquiries/${id}`)).json());
    expect(detail).toMatchObject({ id, phone: '010-1234-5678', language: 'ko', deliveryStatus: 'sent', lastError: null });
    expect(detail.deliveryAttempts).toEqual([{ attemptedAt: '2026-11-15T03:00:00.000Z', error: null }]);

    t.clock.set('2026-11-15T04:00:00.000Z');
    const handled = await admin('PUT', `/api/admin/inquiries/${id}`, { handled: true });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().handledAt).toBe('2026-11-15T04:00:00.000Z');
    expect((await admin('PUT', `/api/admin/inquiries/${id}`, { handled: false })).json().handledAt).toBeNull();
    expect((await admin('PUT', `/api/admin/inquiries/${id}`, { handled: 'yes' })).statusCode).toBe(400);
  });

  it('resends: queued again and mailed again', async () => {
    await submit(inquiry());
    await t.app.inquiryOutbox.runOnce();
    const [{ id }] = (await admin('GET', '/api/admin/inquiries')).json().items;
    const res = await admin('POST', `/api/admin/inquiries/${id}/resend`);
    expect(res.statusCode).toBe(200);
    expect(res.json().deliveryStatus).toBe('pending');
    await t.app.inquiryOutbox.runOnce();
    const detail = (await admin('GET', `/api/admin/inquiries/${id}`)).json();
    expect(detail).toMatchObject({ deliveryStatus: 'sent', attempts: 2 });
  });

  it('answers 404 for an unknown inquiry and 400 for a bad id', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/inquiries/999'],
      ['PUT', '/api/admin/inquiries/999'],
      ['POST', '/api/admin/inquiries/999/resend'],
    ] as const) {
      const res = await admin(method, url, method === 'PUT' ? { handled: true } : undefined);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: INQUIRY_NOT_FOUND });
    }
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999999999999']) {
      expect((await admin('GET', `/api/admin/inquiries/${id}`)).statusCode).toBe(400);
    }
  });

  it.each([
    ['GET', '/api/admin/inquiries'],
    ['GET', '/api/admin/inquiries/1'],
    ['PUT', '/api/admin/inquiries/1'],
    ['POST', '/api/admin/inquiries/1/resend'],
  ] as const)('%s %s needs an admin token', async (method, url) => {
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  });
});
