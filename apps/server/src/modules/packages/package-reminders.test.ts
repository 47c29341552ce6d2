import type { SendPackageResponse } from '@agency/contract/packages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithAdmin } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';
import { readMail, startSmtp } from '@test/smtp-server';

/** Issue 37: a recipient who has not answered is reminded once, shortly before the package closes. */
const smtp = await startSmtp();
afterAll(() => smtp.close());
const app = useTestAppWithAdmin({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SITE_URL: 'https://agency.test' } });

const admin = (method: 'POST' | 'DELETE', url: string, payload?: object) => app.t.app.inject({ method, url, headers: app.auth, ...(payload ? { payload } : {}) });
const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address)).map((m) => readMail(m.raw));
const HOUR = 3_600_000;

let artistId = 0;
beforeAll(async () => {
  expect((await admin('POST', '/api/admin/createArtist', artistInput({ urlName: 'remind-anna' }))).statusCode).toBe(200);
  artistId = ((await app.t.app.inject({ method: 'GET', url: '/api/artist/getDetailsForEdit/remind-anna', headers: app.auth })).json() as { id: number }).id;
});

describe('reminders before a package closes (issue 37)', () => {
  it('mails each silent recipient once, about 48 hours before it closes, in their language; not one who answered or was revoked', async () => {
    const start = app.t.clock.now().getTime();
    // Closes in 60 hours; sent now.
    const created = await admin('POST', '/api/admin/packages', { title: '봄 룩북', titleEn: 'Spring lookbook', clientName: 'Brand Co.', artistIds: [artistId], expiresAt: new Date(start + 60 * HOUR).toISOString() });
    const { id } = created.json() as { id: number };
    const sent = await admin('POST', `/api/admin/packages/${id}/send`, {
      recipients: [
        { name: 'Lee Park', email: 'lee@studio.test', language: 'en' },
        { name: '김미나', email: 'mina@brand.test', language: 'ko' },
        { name: '박준', email: 'jun@brand.test', language: 'ko' },
        { name: 'Revoked', email: 'gone@brand.test', language: 'en' },
      ],
    });
    const [lee, mina, , revoked] = (sent.json() as SendPackageResponse).recipients;
    const token = (url: string) => new URL(url).pathname.replace('/p/', '');
    // Mina answers; one link is revoked.
    expect((await app.t.app.inject({ method: 'POST', url: `/api/packages/${token(mina!.url)}/picks`, payload: { artistId, status: 'shortlist' } })).statusCode).toBe(200);
    expect((await admin('DELETE', `/api/admin/packages/${id}/recipients/${revoked!.id}`)).statusCode).toBe(204);
    const reminders = () => app.t.database.handle.db.selectFrom('mail_outbox').select(['to_address', 'subject']).where('kind', '=', 'package-reminder').orderBy('id').execute();

    try {
      // Too early: 60 hours before it closes.
      expect(await app.t.app.packageReminders.runOnce()).toBe(0);
      // 36 hours before it closes: Lee and Jun, once.
      app.t.clock.advance(24 * HOUR);
      expect(await app.t.app.packageReminders.runOnce()).toBe(2);
      expect(await app.t.app.packageReminders.runOnce()).toBe(0);
      expect((await reminders()).map((m) => m.to_address)).toEqual(['lee@studio.test', 'jun@brand.test']);

      await app.t.app.inquiryOutbox.runOnce();
      await expect.poll(() => mailsTo('lee@studio.test').length, { timeout: 10_000 }).toBe(2);
      const reminder = mailsTo('lee@studio.test')[1]!;
      expect(reminder.subject).toContain('Reminder: ');
      expect(reminder.subject).toContain('Spring lookbook');
      expect(reminder.text).toContain('closes on');
      expect(reminder.text).toContain(lee!.url);
      await expect.poll(() => mailsTo('jun@brand.test').length, { timeout: 10_000 }).toBe(2);
      expect(mailsTo('jun@brand.test')[1]!.subject).toContain('[다시 알림]');
      expect(mailsTo('mina@brand.test')).toHaveLength(1);
      expect(mailsTo('gone@brand.test')).toHaveLength(1);

      // Closed: nothing more.
      app.t.clock.advance(40 * HOUR);
      expect(await app.t.app.packageReminders.runOnce()).toBe(0);
    } finally {
      app.t.clock.set(new Date(start));
    }
  });
});
