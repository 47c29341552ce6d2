import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

/** Text answers are compressed when the client accepts it; tags and 304s do not depend on the encoding. */
describe('response compression', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-compress-'));
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 20}`))};\n`;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), script);
    t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
    // Enough content for the artist list to pass the 1 KB threshold.
    const token = await t.adminToken();
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/createArtist',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          urlName: `artist-${i}`,
          korName: `아티스트 ${i}`,
          engName: `Artist Number ${i}`,
          priority: i,
          mainImage: `/media/demo/artists/artist-${i}/main.jpg`,
          detailMainImage: `/media/demo/artists/artist-${i}/detail-main.jpg`,
          detailImages: [],
          detailVideos: [],
          views: 0,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('gzips or brotli-encodes JavaScript assets by Accept-Encoding, and sends them as is otherwise', async () => {
    const gz = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    expect(gz.rawPayload.length).toBeLessThan(script.length / 3);

    const br = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses public JSON under the identity answer’s strong ETag with the encoding appended, and answers 304 to it', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/artist/getAll' });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const gz = await t.app.inject({ method: 'GET', url: '/api/artist/getAll', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    // A strong validator differs per representation (docs/decisions/087).
    expect(gz.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-gzip"`);

    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/api/artist/getAll',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(gz.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(gz.headers.etag);
    // The identity copy's tag still matches: the content is the same.
    const identity = await t.app.inject({ method: 'GET', url: '/api/artist/getAll', headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(identity.statusCode).toBe(304);
  });

  it('leaves small answers and compressed request bodies alone', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    // Request bodies are never inflated: a gzip body is not JSON to the server.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/traffic/track',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toHaveProperty('message');
  });
});
