import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { createLocalBlobStore, type LocalBlobStore } from '../../src/storage/local-blob-store';
import { fromMemoryBy, LOG_EVERY_READ } from './from-memory';
import { get, withoutPerAnswer } from './plain-get';

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'image/avif,image/webp,*/*' };
/** Bytes that differ in every copy, so a stale answer is told from a fresh one. */
const bytesOf = (label: string, size: number) => Buffer.concat([Buffer.from(`${label}:`), Buffer.alloc(size - label.length - 1, label)]);

describe('small uploaded media files sent from memory (media-file-routes.ts, plugins/hot-answers.ts)', () => {
  let t: TestApp;
  let base: string;
  let store: LocalBlobStore;
  let mediaDir: string;
  const lines: string[] = [];
  const fromMemory = fromMemoryBy(lines);

  beforeAll(async () => {
    t = await buildTestApp({
      logLines: lines,
      // The kept answers' time is long enough that only the store's changes can drop them within a test.
      env: { PUBLIC_READ_CACHE_MS: '60000', ...LOG_EVERY_READ },
      blobStore: ({ config, clock }) => {
        mediaDir = path.join(config.dataDir, 'media');
        return (store = createLocalBlobStore({ dir: mediaDir, signingKey: Buffer.alloc(32, 7), clock }));
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('sends an uploaded picture again from memory, to a browser too, with the headers @fastify/static gives it', async () => {
    const key = 'artists/memory/1-1764145800000.jpg';
    await store.put(key, bytesOf('first', 20_000), 'image/jpeg');
    const first = await get(base, `/media/${key}`, BROWSER);
    const again = await get(base, `/media/${key}`, BROWSER);
    expect(first.status).toBe(200);
    expect(await fromMemory(again)).toBe(true);
    expect(again.bytes.equals(bytesOf('first', 20_000))).toBe(true);
    expect(withoutPerAnswer(again.headers)).toEqual(withoutPerAnswer(first.headers));
    // A date condition goes to @fastify/static, which streams the file from disk: the same headers.
    const fromDisk = await get(base, `/media/${key}`, { ...BROWSER, 'if-modified-since': 'Thu, 01 Jan 2015 00:00:00 GMT' });
    expect(await fromMemory(fromDisk)).toBe(false);
    expect(withoutPerAnswer(fromDisk.headers)).toEqual(withoutPerAnswer(first.headers));
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['content-encoding']).toBeUndefined();

    const revalidated = await get(base, `/media/${key}`, { ...BROWSER, 'if-none-match': String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(await fromMemory(revalidated)).toBe(true);
    const range = await get(base, `/media/${key}`, { ...BROWSER, range: 'bytes=0-4' });
    expect(range.status).toBe(206);
    expect(range.body).toBe('first');
    // Only the plain path is kept: a query (or an escaped name) is streamed by @fastify/static each time.
    await get(base, `/media/${key}?v=2`);
    expect(await fromMemory(await get(base, `/media/${key}?v=2`))).toBe(false);
  });

  it('answers a missing upload or a folder under an upload\'s name with the JSON 404', async () => {
    fs.mkdirSync(path.join(mediaDir, 'artists/memory/3-1764145800000.jpg'), { recursive: true });
    for (const key of ['artists/memory/9-1764145800000.jpg', 'artists/memory/3-1764145800000.jpg']) {
      const missing = await get(base, `/media/${key}`);
      expect(missing.status, key).toBe(404);
      expect(JSON.parse(missing.body), key).toEqual({ message: expect.any(String) });
    }
  });

  it('sends the new bytes at once when the store replaces a file, and a 404 once it removes it', async () => {
    const key = 'artists/memory/2-1764145800000.jpg';
    await store.put(key, bytesOf('camera', 10_000), 'image/jpeg');
    await get(base, `/media/${key}`);
    expect(await fromMemory(await get(base, `/media/${key}`))).toBe(true);
    // As a save does when it cleans an upload of its camera metadata (media-guard.ts).
    await store.put(key, bytesOf('cleaned', 9_000), 'image/jpeg');
    expect((await get(base, `/media/${key}`)).bytes.equals(bytesOf('cleaned', 9_000))).toBe(true);
    expect((await get(base, `/media/${key}`)).bytes.equals(bytesOf('cleaned', 9_000))).toBe(true);
    await store.remove(key);
    expect((await get(base, `/media/${key}`)).status).toBe(404);
  });

  it('leaves large files and files with fixed names to @fastify/static, read from disk each time', async () => {
    const large = 'videos/memory/0-1764145800000.mp4';
    await store.put(large, bytesOf('large', 300 * 1024), 'video/mp4');
    const fixed = 'demo/memory/main.jpg';
    fs.mkdirSync(path.join(mediaDir, 'demo/memory'), { recursive: true });
    fs.writeFileSync(path.join(mediaDir, fixed), bytesOf('demo', 5_000));
    for (const key of [large, fixed]) {
      const first = await get(base, `/media/${key}`);
      const again = await get(base, `/media/${key}`);
      expect(first.status, key).toBe(200);
      expect(await fromMemory(again), key).toBe(false);
    }
    // A fixed name may be written again by a reseed in another process: the next request reads the new file.
    fs.writeFileSync(path.join(mediaDir, fixed), bytesOf('reseeded', 5_000));
    expect((await get(base, `/media/${fixed}`)).bytes.equals(bytesOf('reseeded', 5_000))).toBe(true);
  });
});
