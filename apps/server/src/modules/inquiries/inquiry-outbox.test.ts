import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { openDatabase } from '../../db/database';
import { buildSecondInstance } from '@test/second-instance';
import { readMail, refusingPort, startSmtp } from '@test/smtp-server';
import { fixedClock } from '../../lib/clock';
import { createSmtpMailer } from '../../mail/mailer';
import { createInquiryOutbox } from './inquiry-outbox';
import { insertInquiry, type NewInquiry } from './inquiries-repository';
import { RETRY_POLICY, retryUntil } from '../../mail/retry-policy';

const inquiry = (overrides: Record<string, unknown> = {}) => ({
  title: 'Lookbook <b>shoot</b>',
  email: 'brand@example.com',
  phone: '010-1234-5678',
  name: 'Kim & "Lee" <script>alert(1)</script>',
  message: "Line one\n<img src=x onerror=alert('x')>\nLine three",
  privacyConsent: true,
  ...overrides,
});

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function appWithSmtp(port: number, now = '2026-11-15T03:00:00.000Z'): Promise<TestApp> {
  const t = await buildTestApp({ now, env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TO: 'casting@agency.test', MAIL_FROM: 'Agency <no-reply@agency.test>' } });
  cleanups.push(() => t.close());
  return t;
}
const submit = (t: TestApp, body: object) => t.app.inject({ method: 'POST', url: '/api/mail/submit', payload: body });
const rows = (t: TestApp) => t.database.handle.db.selectFrom('inquiries').selectAll().orderBy('id').execute();
const attempts = (t: TestApp) => t.database.handle.db.selectFrom('inquiry_attempts').selectAll().orderBy('id').execute();

describe('inquiry outbox over SMTP', () => {
  it('mails MAIL_TO once, naming the inquirer, with Reply-To and every field HTML-escaped', async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const t = await appWithSmtp(smtp.port);
    expect((await submit(t, inquiry())).statusCode).toBe(200);
    await t.app.inquiryOutbox.runOnce();
    await t.app.inquiryOutbox.runOnce();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['casting@agency.test']);
    expect(mail!.from).toBe('no-reply@agency.test');
    const parsed = readMail(mail!.raw);
    expect(parsed.replyTo).toContain('<brand@example.com>');
    expect(parsed.subject).toContain('Lookbook <b>shoot</b>');
    expect(parsed.subject).toContain('Kim & "Lee"');
    expect(parsed.subject).toMatch(/^\[캐스팅 문의\]/);
    expect(parsed.text).toContain("<img src=x onerror=alert('x')>");
    expect(parsed.text).toContain('010-1234-5678');
    expect(parsed.html).toContain('Kim &amp; &quot;Lee&quot; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(parsed.html).toContain('Lookbook &lt;b&gt;shoot&lt;/b&gt;');
    expect(parsed.html).toContain('&lt;img src=x onerror=alert(&#39;x&#39;)&gt;');
    expect(parsed.html).toContain('brand@example.com');
    expect(parsed.html).toContain('010-1234-5678');
    expect(parsed.html).not.toMatch(/<script|<img|<b>/);

    const [row] = await rows(t);
    // Accepted by an SMTP server: the inbox may say 발송 완료 (issue 35).
    expect(row).toMatchObject({ delivery_status: 'sent', sent_by: 'smtp', attempts: 1, last_error: null, locked_until: null });
    expect(await attempts(t)).toHaveLength(1);
  });

  it('writes the mail in the inquiry language', async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const t = await appWithSmtp(smtp.port);
    await submit(t, inquiry({ language: 'en' }));
    await t.app.inquiryOutbox.runOnce();
    const parsed = readMail(smtp.received[0]!.raw);
    expect(parsed.subject).toMatch(/^\[Casting inquiry\]/);
    expect(parsed.text).toContain('Phone: 010-1234-5678');
  });

  it('never sends a row twice when two workers run at the same time', async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const t = await appWithSmtp(smtp.port);
    // Let the run kicked at start-up finish first, so that it cannot take the rows stored below.
    await new Promise((resolve) => setImmediate(resolve));
    await t.app.inquiryOutbox.runOnce();
    // Stored without the kick of POST /api/mail/submit, so that both workers find all of them due.
    for (let i = 0; i < 5; i++) {
      const now = t.clock.now();
      await insertInquiry(t.database.handle.db, { ...inquiry({ title: `t${i}` }), language: 'ko' } as NewInquiry, now.toISOString(), retryUntil(now));
    }
    // A second worker with its own connection (a second instance's outbox).
    const handle = t.database.databaseUrl
      ? openDatabase({ databaseUrl: t.database.databaseUrl, dataDir: t.database.dataDir })
      : t.database.handle;
    if (handle !== t.database.handle) cleanups.push(() => handle.close());
    const other = createInquiryOutbox({
      db: handle.db,
      clock: fixedClock(t.clock.now()),
      mailer: createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`),
      mail: { from: 'x@agency.test', to: 'casting@agency.test', siteName: 'AGENCY', timeZone: 'Asia/Seoul' },
      log: t.app.log,
      batchSize: 2,
    });
    const [a, b] = await Promise.all([t.app.inquiryOutbox.runOnce(), other.runOnce(), t.app.inquiryOutbox.runOnce(), other.runOnce()]);
    await other.stop();
    expect(a + b).toBeGreaterThan(0);
    expect(smtp.received).toHaveLength(5);
    expect(new Set(smtp.received.map((m) => readMail(m.raw).subject)).size).toBe(5);
    expect((await rows(t)).every((r) => r.delivery_status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('keeps the inquiry while SMTP is down, retries with backoff and delivers once when it is back', async () => {
    const port = await refusingPort();
    const t = await appWithSmtp(port);
    expect((await submit(t, inquiry())).statusCode).toBe(200);
    await t.app.inquiryOutbox.runOnce();

    let [row] = await rows(t);
    expect(row).toMatchObject({ delivery_status: 'failed', attempts: 1, next_attempt_at: '2026-11-15T03:01:00.000Z', locked_until: null });
    expect(row!.last_error).toMatch(/ECONNREFUSED/);

    // Not due yet: nothing is tried.
    t.clock.advance(30_000);
    await t.app.inquiryOutbox.runOnce();
    expect(await attempts(t)).toHaveLength(1);

    // Second failure: the delay doubles.
    t.clock.advance(30_000);
    await t.app.inquiryOutbox.runOnce();
    [row] = await rows(t);
    expect(row).toMatchObject({ attempts: 2, next_attempt_at: '2026-11-15T03:03:00.000Z' });

    // The admin inbox shows it as failed meanwhile.
    const token = (await t.app.inject({ method: 'POST', url: '/api/loginProc', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=admin&password=admin-password-123' })).json().accessToken;
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/inquiries', headers: { authorization: `Bearer ${token}` } })).json();
    expect(list.items[0]).toMatchObject({ deliveryStatus: 'failed', attempts: 2 });

    const smtp = await startSmtp(port);
    cleanups.push(smtp.close);
    t.clock.advance(2 * 60_000);
    await t.app.inquiryOutbox.runOnce();
    await t.app.inquiryOutbox.runOnce();
    expect(smtp.received).toHaveLength(1);
    [row] = await rows(t);
    expect(row).toMatchObject({ delivery_status: 'sent', attempts: 3, last_error: null, next_attempt_at: null, sent_at: '2026-11-15T03:03:00.000Z' });
    const recorded = await attempts(t);
    expect(recorded.map((a) => a.error === null)).toEqual([false, false, true]);
  });

  it('loses nothing across a restart: a second instance on the same database delivers it', async () => {
    const port = await refusingPort();
    const t = await buildTestApp({ now: '2026-11-15T03:00:00.000Z', env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    cleanups.push(() => t.database.destroy());
    await submit(t, inquiry());
    await t.app.inquiryOutbox.runOnce();
    await t.app.close();

    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const restarted = await buildSecondInstance(t, { now: '2026-11-15T04:00:00.000Z', env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    cleanups.push(() => restarted.close());
    await restarted.app.inquiryOutbox.runOnce();
    expect(smtp.received).toHaveLength(1);
    expect((await rows(t))[0]).toMatchObject({ delivery_status: 'sent', attempts: 2 });
  });

  it('retries for the whole window (at least 24 hours), then gives up and keeps the inquiry', async () => {
    const port = await refusingPort();
    const t = await appWithSmtp(port);
    await submit(t, inquiry());
    const start = t.clock.now().getTime();
    let tries = 0;
    for (;;) {
      await t.app.inquiryOutbox.runOnce();
      const [row] = await rows(t);
      if (row!.attempts === tries) break;
      tries = row!.attempts;
      if (row!.next_attempt_at === null) break;
      const gap = new Date(row!.next_attempt_at).getTime() - t.clock.now().getTime();
      expect(gap).toBeLessThanOrEqual(RETRY_POLICY.maxDelayMs);
      t.clock.set(row!.next_attempt_at);
    }
    const [row] = await rows(t);
    expect(row).toMatchObject({ delivery_status: 'failed', next_attempt_at: null });
    const lastTry = new Date((await attempts(t)).at(-1)!.attempted_at).getTime();
    expect(lastTry - start).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000);
    expect(lastTry - start).toBe(RETRY_POLICY.windowMs);
  });
});

describe('inquiry outbox and the event loop', () => {
  it('lets other requests run while it drains a backlog', async () => {
    const t = await buildTestApp();
    cleanups.push(() => t.close());
    // Only the outbox under test works on the rows.
    await t.app.inquiryOutbox.stop();
    const db = t.database.handle.db;
    for (let i = 0; i < 40; i++) {
      const now = t.clock.now();
      await insertInquiry(db, { ...inquiry({ title: `backlog ${i}` }), language: 'ko' } as NewInquiry, now.toISOString(), retryUntil(now));
    }
    let delivered = 0;
    const outbox = createInquiryOutbox({
      db,
      clock: t.clock,
      mailer: {
        transport: 'log',
        // Resolves at once, like the log mailer: only the outbox itself can give way to other work.
        send: async () => {
          delivered++;
        },
        close: () => {},
      },
      mail: { from: 'x@agency.test', to: 'casting@agency.test', siteName: 'AGENCY', timeZone: 'Asia/Seoul' },
      log: t.app.log,
    });
    cleanups.push(() => outbox.stop());

    const drained = outbox.runOnce();
    // A macrotask (as an incoming request would be) must run before the backlog is finished.
    const seenByOtherWork = await new Promise<number>((resolve) => setImmediate(() => resolve(delivered)));
    expect(await drained).toBe(40);
    expect(seenByOtherWork).toBeLessThan(40);

    const rowsLeft = await db.selectFrom('inquiries').select('id').where('delivery_status', '!=', 'sent').execute();
    expect(rowsLeft).toEqual([]);
  });
});
