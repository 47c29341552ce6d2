import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMP_CARD_TOO_MANY } from '@agency/contract/artists';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithAdmin } from '@test/build-test-app';
import { renderCompCard } from './comp-card-pdf';
import { artistInput } from '@test/factories/artist-input';

/** Issue 17: the comp card PDF, read back with poppler's tools (Debian's poppler-utils, installed by .ci/run). */
const app = useTestAppWithAdmin({ env: { SITE_NAME: 'AGENCY' } });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-compcard-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.t.app.inject({ method, url, headers: { ...app.auth, ...headers }, ...(payload ? { payload } : {}) });
const get = (url: string, headers: Record<string, string> = {}) => app.t.app.inject({ method: 'GET', url, headers });

/** A poppler tool's output for a PDF answer. */
function poppler(tool: 'pdftotext' | 'pdfinfo' | 'pdffonts' | 'pdfimages', body: Buffer, ...args: string[]): string {
  const file = path.join(tmp, `card-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, body);
  return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
}

async function storePicture(key: string, colour: string): Promise<string> {
  const file = path.join((app.t.config.media as { dir: string }).dir, key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await sharp({ create: { width: 600, height: 800, channels: 3, background: colour } }).jpeg().toBuffer());
  return `/media/${key}`;
}

describe('comp card PDF (issue 17)', () => {
  let details: string[];
  beforeAll(async () => {
    details = await Promise.all(['#aa3333', '#33aa33', '#3333aa', '#aaaa33', '#33aaaa'].map((c, i) => storePicture(`artists/card/detail/${i}.jpg`, c)));
    const main = await storePicture('artists/card/main/0.jpg', '#777777');
    const texts = ['서울시 성동구 성수이로 1', '4층', '', '', 'casting@agency.example', 'agency_kakao', '@agency.seoul', '1 Seongsui-ro, Seoul', '4F'];
    const contact = await admin('POST', '/api/admin/pageContent/upsert', { code: 'CONTACT_INFO', texts: texts.map((description, i) => ({ priority: i + 1, description })) });
    expect(contact.statusCode).toBe(200);
    const created = await admin(
      'POST',
      '/api/admin/createArtist',
      artistInput({
        urlName: 'card',
        korName: '김서윤',
        engName: 'Seo-yoon Kim',
        height: '178',
        bust: '81',
        waist: '61',
        hips: '89',
        shoe: '245',
        compCard: '',
        mainImage: main,
        detailMainImage: '',
        detailImages: details.map((imageUrl, priority) => ({ priority, imageUrl })),
      }),
    );
    expect(created.statusCode).toBe(200);
  });

  it('is an A5 landscape PDF with the name, measurements in cm and inches, the agency and its contact, in English', async () => {
    const res = await get('/artist/card/compcard.pdf?lang=en');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="card-compcard-en.pdf"');
    const info = poppler('pdfinfo', res.rawPayload);
    expect(info).toMatch(/Pages:\s+2/);
    expect(info).toMatch(/Page size:\s+595\.2\d? x 419\.5\d? pts/);
    const text = poppler('pdftotext', res.rawPayload, '-layout');
    for (const expected of ['Seo-yoon Kim', '김서윤', 'HEIGHT', `178 cm / 5'10"`, 'BUST', '81 cm / 32"', 'SHOE', '245 mm / EU 38.5 · US W7.5 · US M6', 'AGENCY', 'casting@agency.example', 'Instagram @agency.seoul', 'KakaoTalk agency_kakao', '1 Seongsui-ro, Seoul 4F']) {
      expect(text, expected).toContain(expected);
    }
    // The main picture on the front and four of the detail pictures on the back.
    expect(poppler('pdfimages', res.rawPayload, '-list').trim().split('\n').slice(2)).toHaveLength(5);
  });

  it('in Korean: the Korean name first, the address in Korean, Pretendard embedded as a subset', async () => {
    const res = await get('/artist/card/compcard.pdf');
    const text = poppler('pdftotext', res.rawPayload);
    expect(text.indexOf('김서윤')).toBeLessThan(text.indexOf('Seo-yoon Kim'));
    expect(text).toContain('178 cm');
    expect(text).not.toContain(`5'10"`);
    expect(text).toContain('서울시 성동구 성수이로 1 4층');
    const fonts = poppler('pdffonts', res.rawPayload).split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    // Embedded, with a Unicode map (the text can be searched and copied).
    for (const line of fonts) expect(line).toMatch(/^Pretendard-(Regular|Bold)\S*\s+CID TrueType\s+Identity-H\s+yes\s+\w+\s+yes\b/);
  });

  it('embeds only the glyphs it uses: a card without pictures is a few kB, not the 2.5 MB typeface files', async () => {
    const pdf = await renderCompCard({
      language: 'ko',
      name: '김서윤',
      otherName: 'Seo-yoon Kim',
      agency: 'AGENCY',
      measurements: [{ label: 'HEIGHT', value: '178 cm' }],
      contact: ['casting@agency.example'],
      front: null,
      back: [],
      changedAt: new Date('2026-11-20T00:00:00Z'),
    });
    expect(pdf.length).toBeLessThan(60_000);
    expect(poppler('pdftotext', Buffer.from(pdf))).toContain('김서윤');
  });

  it('is kept until the artist changes: the same tag and a 304, then a new card after an edit', async () => {
    const first = await get('/artist/card/compcard.pdf?lang=en');
    const again = await get('/artist/card/compcard.pdf?lang=en', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    const edit = (await admin('GET', '/api/artist/getDetailsForEdit/card')).json();
    const { id: _id, views: _v, isHidden: _h, version: _ver, polaroidCount: _c, ...rest } = edit;
    expect((await admin('PUT', '/api/admin/updateArtist/card', { ...rest, height: '180' })).statusCode).toBe(200);
    const changed = await get('/artist/card/compcard.pdf?lang=en');
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(poppler('pdftotext', changed.rawPayload)).toContain(`180 cm / 5'11"`);
  });

  it('uses the pictures picked in the admin for the back (at most four)', async () => {
    const edit = (await admin('GET', '/api/artist/getDetailsForEdit/card')).json();
    const { id: _id, views: _v, isHidden: _h, version: _ver, polaroidCount: _c, ...rest } = edit;
    const tooMany = await admin('PUT', '/api/admin/updateArtist/card', { ...rest, compCardImages: details });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain(COMP_CARD_TOO_MANY);
    // The refused write changed nothing: no picks, same version, same card.
    const after = (await admin('GET', '/api/artist/getDetailsForEdit/card')).json();
    expect([after.compCardImages, after.version]).toEqual([edit.compCardImages, edit.version]);
    expect((await admin('PUT', '/api/admin/updateArtist/card', { ...rest, compCardImages: [details[4]] })).statusCode).toBe(200);
    expect((await admin('GET', '/api/artist/getDetailsForEdit/card')).json().compCardImages).toEqual([details[4]]);
    const res = await get('/artist/card/compcard.pdf?lang=en');
    // The back's first picture is the picked one (the fifth, cyan), then the first detail pictures in order.
    const images = poppler('pdfimages', res.rawPayload, '-list').trim().split('\n').slice(2);
    expect(images).toHaveLength(5);
    const file = path.join(tmp, 'picked.pdf');
    fs.writeFileSync(file, res.rawPayload);
    execFileSync('pdfimages', ['-f', '2', '-l', '2', '-j', file, path.join(tmp, 'back')]);
    const firstBack = fs.readdirSync(tmp).filter((name) => name.startsWith('back-')).sort()[0]!;
    const { dominant } = await sharp(path.join(tmp, firstBack)).stats();
    expect(dominant.r).toBeLessThan(100);
    expect(dominant.g).toBeGreaterThan(120);
    expect(dominant.b).toBeGreaterThan(120);
  });

  it('is not public for a hidden or unknown artist; the admin previews it anyway and can download it', async () => {
    const list = (await admin('GET', '/api/artist/getAllForManagement')).json() as { id: number; urlName: string }[];
    const id = list.find((a) => a.urlName === 'card')!.id;
    expect((await admin('PUT', `/api/artist/${id}/visibility`, { isHidden: true })).statusCode).toBe(200);
    expect((await get('/artist/card/compcard.pdf')).statusCode).toBe(404);
    expect((await get('/artist/nobody/compcard.pdf')).statusCode).toBe(404);
    // Long names are the schema's 400 or a plain 404, never the router's 414 (and the artist page stays a 404).
    expect((await get(`/artist/${'a'.repeat(150)}/compcard.pdf`)).statusCode).toBe(404);
    expect((await get(`/artist/${'a'.repeat(300)}/compcard.pdf`)).statusCode).toBe(400);
    expect((await get(`/api/artist/getDetails/${'a'.repeat(150)}`)).statusCode).toBe(404);
    const preview = await admin('GET', '/api/admin/compcard/card?lang=en');
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(poppler('pdftotext', preview.rawPayload)).toContain('Seo-yoon Kim');
    const download = await admin('GET', '/api/admin/compcard/card?lang=ko&download=true');
    expect(download.headers['content-disposition']).toBe('attachment; filename="card-compcard-ko.pdf"');
    expect((await get('/api/admin/compcard/card')).statusCode).toBe(401);
    expect((await admin('GET', '/api/admin/compcard/card?lang=fr')).statusCode).toBe(400);
  });
});
