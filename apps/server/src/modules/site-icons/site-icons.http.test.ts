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

  it("uses the agency's own icon file when SITE_ICON_FILE names one", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'icon-'));
    const file = path.join(dir, 'logo.png');
    await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ff4d00' } }).png().toFile(file);
    const t = await appWith({ SITE_ICON_FILE: file });
    const png = (await t.app.inject({ method: 'GET', url: '/icon-192.png' })).rawPayload;
    const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([255, 77, 0]);
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).body).toContain('href="data:image/png;base64,');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
