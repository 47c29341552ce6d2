import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_CONTENT_SLOTS } from '@agency/contract/page-content';
import { COMPANY_SLOTS } from '@agency/contract/page-slots';
import sharp from 'sharp';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { useTestAppWithAdmin } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';

/**
 * Decision 116: the comp card prints the agency's phone and website from COMPANY_INFO (the website falls back to
 * SITE_URL) and its logo from SITE_ICON_FILE.
 */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-compcard-company-'));
const logoFile = path.join(tmp, 'logo.svg');
fs.writeFileSync(logoFile, '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60" fill="#c03030"/></svg>');
const app = useTestAppWithAdmin({ env: { SITE_NAME: 'AGENCY', SITE_URL: 'https://site.example/', SITE_ICON_FILE: logoFile } });
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const admin = (method: 'GET' | 'POST', url: string, payload?: object) => app.t.app.inject({ method, url, headers: app.auth, ...(payload ? { payload } : {}) });

function poppler(tool: 'pdftotext' | 'pdfimages', body: Buffer, ...args: string[]): string {
  const file = path.join(tmp, `card-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, body);
  return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
}

/** COMPANY_INFO with only the given slots filled. */
function company(values: Partial<Record<keyof typeof COMPANY_SLOTS, string>>) {
  const texts = Array.from({ length: PAGE_CONTENT_SLOTS.COMPANY_INFO.texts }, (_, i) => ({ priority: i + 1, description: '' }));
  for (const [key, value] of Object.entries(values)) {
    const slot = COMPANY_SLOTS[key as keyof typeof COMPANY_SLOTS];
    if (typeof slot === 'number') texts[slot - 1]!.description = value;
  }
  return admin('POST', '/api/admin/pageContent/upsert', { code: 'COMPANY_INFO', texts });
}

describe('comp card: the agency from the company settings (decision 116)', () => {
  beforeAll(async () => {
    // No pictures: the typographic card, whose only pictures are the logos.
    const created = await admin('POST', '/api/admin/createArtist', artistInput({ urlName: 'plain', korName: '김서윤', engName: 'Seo-yoon Kim', compCard: '', mainImage: '', detailMainImage: '', detailImages: [] }));
    expect(created.statusCode).toBe(200);
  });

  it('prints the phone and the website of COMPANY_INFO, and the logo on both pages', async () => {
    expect((await company({ phone: '02-555-0100', website: 'https://www.agency.example/' })).statusCode).toBe(200);
    const res = await app.t.app.inject({ method: 'GET', url: '/artist/plain/compcard.pdf?lang=en' });
    expect(res.statusCode).toBe(200);
    const text = poppler('pdftotext', res.rawPayload);
    expect(text).toContain('Tel 02-555-0100');
    expect(text).toContain('www.agency.example');
    expect(text).not.toContain('https://');
    const pictures = poppler('pdfimages', res.rawPayload, '-list').trim().split('\n').slice(2).map((line) => line.trim().split(/\s+/));
    expect(pictures.filter((columns) => columns[2] === 'image').map((columns) => columns[0])).toEqual(['1', '2']);
  });

  it('prints the site address when COMPANY_INFO names no website, and no phone line without a phone', async () => {
    expect((await company({})).statusCode).toBe(200);
    const text = poppler('pdftotext', (await app.t.app.inject({ method: 'GET', url: '/artist/plain/compcard.pdf' })).rawPayload);
    expect(text).toContain('site.example');
    expect(text).not.toContain('Tel');
  });

  it('puts the first detail picture on the front of an artist without a main picture, and not again on the back', async () => {
    const details = await Promise.all(
      ['#aa3333', '#33aa33'].map(async (colour, i) => {
        const file = path.join((app.t.config.media as { dir: string }).dir, `artists/details-only/detail/${i}.jpg`);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, await sharp({ create: { width: 600, height: 800, channels: 3, background: colour } }).jpeg().toBuffer());
        return `/media/artists/details-only/detail/${i}.jpg`;
      }),
    );
    const input = artistInput({ urlName: 'details-only', compCard: '', mainImage: '', detailMainImage: '', detailImages: details.map((imageUrl, priority) => ({ priority, imageUrl })) });
    expect((await admin('POST', '/api/admin/createArtist', input)).statusCode).toBe(200);
    const res = await app.t.app.inject({ method: 'GET', url: '/artist/details-only/compcard.pdf' });
    const pictures = poppler('pdfimages', res.rawPayload, '-list').trim().split('\n').slice(2).map((line) => line.trim().split(/\s+/));
    // Each page: one picture and the logo.
    expect(pictures.filter((columns) => columns[2] === 'image').map((columns) => columns[0])).toEqual(['1', '1', '2', '2']);
  });

  it('refuses a website that is not an http(s) link with a message, and keeps the company settings as they were', async () => {
    expect((await company({ phone: '02-555-0199', website: 'https://kept.example/' })).statusCode).toBe(200);
    const before = (await admin('GET', '/api/pageContent/fetchByCode/COMPANY_INFO')).json();
    const refused = await company({ phone: '02-000-0000', website: 'javascript:alert(1)' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: expect.any(String) });
    expect((await admin('GET', '/api/pageContent/fetchByCode/COMPANY_INFO')).json()).toEqual(before);
  });
});
