import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { monogramOf } from './monogram';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

async function appWith(env: Record<string, string>) {
  const t = await buildTestApp({ env });
  apps.push(t);
  return t;
}

/** Share of pixels in the PNG's central square that are light: the drawn letters. */
async function lightShareOfCentre(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let light = 0;
  let total = 0;
  for (let y = Math.floor(info.height * 0.25); y < info.height * 0.75; y++) {
    for (let x = Math.floor(info.width * 0.25); x < info.width * 0.75; x++) {
      const i = (y * info.width + x) * 3;
      total++;
      if (data[i]! > 200 && data[i + 1]! > 200 && data[i + 2]! > 200) light++;
    }
  }
  return light / total;
}

describe('site icons', () => {
  it('takes the monogram from the first letters of the first two words', () => {
    expect(monogramOf('AGENCY')).toBe('A');
    expect(monogramOf('star models seoul')).toBe('SM');
    expect(monogramOf('모델 에이전시')).toBe('모에');
    expect(monogramOf('  (주) 모델  ')).toBe('주모');
    expect(monogramOf('***')).toBe('?');
  });

  it('draws the favicon, touch and manifest icons from the site name, and serves the manifest', async () => {
    const t = await appWith({ SITE_NAME: 'Star <Models>' });
    const svg = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain('>SM</text>');

    for (const [url, size] of [['/icon-32.png', 32], ['/apple-touch-icon.png', 180], ['/icon-192.png', 192], ['/icon-512.png', 512]] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const metadata = await sharp(res.rawPayload).metadata();
      expect([metadata.width, metadata.height], url).toEqual([size, size]);
      // The letters are drawn with the bundled font: no system font needed.
      if (size >= 180) expect(await lightShareOfCentre(res.rawPayload), url).toBeGreaterThan(0.05);
    }

    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toMatchObject({
      name: 'Star <Models>',
      start_url: '/',
      icons: [{ src: '/favicon.svg' }, { src: '/icon-192.png', sizes: '192x192' }, { src: '/icon-512.png', sizes: '512x512' }],
    });
  });

  it('answers /favicon.ico with an ICO of the same icon at 16, 32 and 48 px (decision 109)', async () => {
    const t = await appWith({ SITE_NAME: 'Star Models' });
    const res = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const ico = res.rawPayload;
    // ICONDIR: reserved 0, type 1 (icon), three images; each ICONDIRENTRY points at a whole PNG of its size.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const entry = 6 + 16 * i;
      const [width, height, bytes, offset] = [ico.readUInt8(entry), ico.readUInt8(entry + 1), ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      expect(width).toBe(height);
      expect(offset + bytes).toBeLessThanOrEqual(ico.length);
      const metadata = await sharp(ico.subarray(offset, offset + bytes)).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', width, height]);
      sizes.push(width);
    }
    expect(sizes).toEqual([16, 32, 48]);
    // The 32 px image is the /icon-32.png the pages link.
    const png32 = (await t.app.inject({ method: 'GET', url: '/icon-32.png' })).rawPayload;
    const second = 6 + 16;
    expect(ico.subarray(ico.readUInt32LE(second + 12), ico.readUInt32LE(second + 12) + ico.readUInt32LE(second + 8)).equals(png32)).toBe(true);
  });

  it("uses the agency's own icon file when SITE_ICON_FILE names one", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'icon-'));
    const file = path.join(dir, 'logo.png');
    await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ff4d00' } }).png().toFile(file);
    const t = await appWith({ SITE_ICON_FILE: file });
    const png = (await t.app.inject({ method: 'GET', url: '/icon-192.png' })).rawPayload;
    const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([255, 77, 0]);
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).body).toContain('href="data:image/png;base64,');
    const ico = (await t.app.inject({ method: 'GET', url: '/favicon.ico' })).rawPayload;
    const { data: icoPixels } = await sharp(ico.subarray(ico.readUInt32LE(6 + 12), ico.readUInt32LE(6 + 12) + ico.readUInt32LE(6 + 8))).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([icoPixels[0], icoPixels[1], icoPixels[2]]).toEqual([255, 77, 0]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
