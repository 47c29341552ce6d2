import { describe, expect, it } from 'vitest';
import type { InquiryRow } from './inquiries-repository';
import { escapeHtml } from '../../lib/html-escape';
import { buildInquiryMail } from './inquiry-mail';

const settings = { from: 'AGENCY <no-reply@agency.test>', to: 'casting@agency.test', siteName: 'AGENCY', timeZone: 'Asia/Seoul' };
const row = (overrides: Partial<InquiryRow> = {}): InquiryRow => ({
  id: 1, title: 'Shoot', email: 'brand@example.com', phone: '010', name: 'Kim', message: 'Hello', privacy_consent: 1,
  language: 'ko', created_at: '2026-11-30T15:00:00.000Z', delivery_status: 'pending', attempts: 0,
  next_attempt_at: null, locked_until: null, last_error: null, sent_at: null, sent_by: null, handled_at: null, retry_until: null,
  ...overrides,
});

describe('buildInquiryMail', () => {
  it('keeps header injection out of the subject and Reply-To name', () => {
    const mail = buildInquiryMail(row({ title: 'Hi\r\nBcc: victim@example.com', name: 'Kim\nX-Evil: 1' }), settings);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.replyTo).toEqual({ name: 'Kim X-Evil: 1', address: 'brand@example.com' });
    expect(mail.to).toBe('casting@agency.test');
  });

  it('states the receiving time in the stats time zone', () => {
    expect(buildInquiryMail(row(), settings).text).toContain('2026. 12. 1.');
    expect(buildInquiryMail(row({ language: 'en' }), settings).text).toContain('1 Dec 2026');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
