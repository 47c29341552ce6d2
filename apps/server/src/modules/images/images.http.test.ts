import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import Fastify, { type FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { fixedClock } from '../../lib/clock';
import { registerErrorHandler } from '../../plugins/error-handler';
import { createLocalBlobStore, type LocalBlobStore } from '../../storage/local-blob-store';
import { createS3BlobStore, type S3BlobStore } from '../../storage/s3-blob-store';
import { negotiateFormat } from './image-format';
import { createSharpResizer, type ImageResizer } from './image-resizer';
import { createImages, registerImages } from './image-routes';
import { createWorkLimiter } from './work-limiter';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const SAFARI_WEBP_ACCEPT = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';
const PORTRAIT_KEY = 'artists/jane/main/0-1732170000000.jpg';
const LOGO_KEY = 'about/1-1732170000000.png';

/** A 1080 x 1350 portrait like the demo pictures. */
function portraitJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 1080, height: 1350, channels: 3, background: '#7a5c48' } })
    .composite([{ input: Buffer.from('<svg width="1080" height="1350"><circle cx="540" cy="500" r="300" fill="#eee"/></svg>') }])
    .jpeg()
    .toBuffer();
}

function transparentPng(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
}

/** The sharp resizer, counting its calls. */
function countingResizer() {
  const real = createSharpResizer();
  const counter = { calls: 0 };
  const resizer: ImageResizer = async (...args) => {
    counter.calls++;
    return real(...args);
  };
  return { resizer, counter };
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe('Accept negotiation', () => {
  it.each([
    [CHROME_ACCEPT, 'avif'],
    [SAFARI_WEBP_ACCEPT, 'webp'],
    ['image/avif;q=0, image/webp', 'webp'],
    ['image/avif;q=0.0,image/webp;q=0', 'fallback'],
    ['*/*', 'fallback'],
    ['image/*', 'fallback'],
    [undefined, 'fallback'],
    ['IMAGE/AVIF', 'avif'],
  ])('%s -> %s', (accept, expected) => {
    expect(negotiateFormat(accept)).toBe(expected);
  });
});

describe('GET /img/<width>/<key> (local store)', () => {
  let dir: string;
  let store: LocalBlobStore;
  let app: FastifyInstance;
  let counter: { calls: number };
  let cacheDir: string;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-images-'));
    cacheDir = path.join(dir, 'image-cache');
    store = createLocalBlobStore({ dir: path.join(dir, 'media'), signingKey: Buffer.alloc(32, 1), clock: fixedClock('2026-11-15T03:00:00.000Z') });
    await store.put(PORTRAIT_KEY, await portraitJpeg(), 'image/jpeg');
    await store.put(LOGO_KEY, await transparentPng(), 'image/png');
    await store.put('news/0-1732170000000.jpg', Buffer.from('this is not a jpeg at all, only text'), 'image/jpeg');
    await store.put('videos/0-1732170000000.mp4', Buffer.from('....ftypisom'), 'video/mp4');
    const counting = countingResizer();
    counter = counting.counter;
    app = Fastify();
    registerErrorHandler(app);
    await registerImages(app, { images: createImages({ storage: store, cacheDir, clock: fixedClock('2026-11-15T03:00:00.000Z'), resizer: counting.resizer }) });
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** `null`: no Accept header at all. */
  const get = (url: string, accept: string | null = CHROME_ACCEPT) =>
    app.inject({ method: 'GET', url, headers: accept === null ? {} : { accept } });

  it.each([
    [320, 320, 400],
    [640, 640, 800],
    [960, 960, 1200],
  ])('scales to %i px wide keeping the aspect', async (width, expectedWidth, expectedHeight) => {
    const res = await get(`/img/${width}/${PORTRAIT_KEY}`);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([expectedWidth, expectedHeight]);
  });

  it('GET /img/share/<key> crops a 2:1 JPEG around the subject, 400 for what is not an image', async () => {
    // A portrait on white paper with the face near the top: a centre crop would cut it off.
    const face = await sharp({ create: { width: 260, height: 260, channels: 3, background: '#c0392b' } })
      .composite([{ input: Buffer.from('<svg width="260" height="260"><circle cx="130" cy="130" r="90" fill="#f5cba7"/><circle cx="95" cy="110" r="14" fill="#111"/><circle cx="165" cy="110" r="14" fill="#111"/></svg>') }])
      .png()
      .toBuffer();
    const key = 'artists/jane/main/1-1732170000000.jpg';
    const portrait = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#ffffff' } })
      .composite([{ input: face, left: 370, top: 40 }])
      .jpeg()
      .toBuffer();
    await store.put(key, portrait, 'image/jpeg');
    const res = await get(`/img/share/${key}`, SAFARI_WEBP_ACCEPT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 600]);
    // The whole red square around the face is in the crop (about 60,000 px once scaled by 1.2); a centre crop of
    // the scaled 1200 x 1200 keeps rows 300-900 only and would hold less than 19,000 of them.
    let red = 0;
    for (let i = 0; i < data.length; i += info.channels) if (data[i]! > 150 && data[i + 1]! < 90 && data[i + 2]! < 90) red++;
    expect(red).toBeGreaterThan(50_000);
    expect((await get('/img/share/news/0-1732170000000.jpg')).statusCode).toBe(400);
    expect((await get('/img/share/videos/0-1732170000000.mp4')).statusCode).toBe(400);
  });

  it.each([1280, 1920])('never upscales: %i on a 1080 px source gives 1080 px', async (width) => {
    const res = await get(`/img/${width}/${PORTRAIT_KEY}`);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1350]);
  });

  it.each([
    [CHROME_ACCEPT, 'image/avif', 'heif'],
    [SAFARI_WEBP_ACCEPT, 'image/webp', 'webp'],
    ['*/*', 'image/jpeg', 'jpeg'],
    [null, 'image/jpeg', 'jpeg'],
  ])('Accept %s gives %s', async (accept, contentType, sharpFormat) => {
    const res = await get(`/img/640/${PORTRAIT_KEY}`, accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(contentType);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect((await sharp(res.rawPayload).metadata()).format).toBe(sharpFormat);
  });

  it('keeps transparency: the fallback for a transparent PNG is PNG', async () => {
    const res = await get(`/img/320/${LOGO_KEY}`, '*/*');
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.hasAlpha).toBe(true);
    expect(meta.width).toBe(320);
  });

  it('answers with immutable caching that varies by Accept', async () => {
    const res = await get(`/img/640/${PORTRAIT_KEY}`);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept');
  });

  it('resizes once: the second call is served from the disk cache', async () => {
    const first = await get(`/img/640/${PORTRAIT_KEY}`);
    expect(counter.calls).toBe(1);
    expect(listFiles(cacheDir)).toHaveLength(1);
    expect(listFiles(cacheDir)[0]).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{64}\.avif$/);

    // The source is gone, yet the variant still comes from the cache.
    fs.rmSync(path.join(store.root, PORTRAIT_KEY));
    const second = await get(`/img/640/${PORTRAIT_KEY}`);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(counter.calls).toBe(1);

    // Another format is another variant (and now the source is missing).
    expect((await get(`/img/640/${PORTRAIT_KEY}`, 'image/webp')).statusCode).toBe(404);
    expect(counter.calls).toBe(1);
  });

  it('each width and format is its own cache entry; a fresh instance on the same folder reuses them', async () => {
    await get(`/img/320/${PORTRAIT_KEY}`);
    await get(`/img/320/${PORTRAIT_KEY}`, 'image/webp');
    await get(`/img/640/${PORTRAIT_KEY}`, 'image/webp');
    expect(counter.calls).toBe(3);
    expect(listFiles(cacheDir).map((f) => path.extname(f)).sort()).toEqual(['.avif', '.webp', '.webp']);

    const other = countingResizer();
    const second = Fastify();
    registerErrorHandler(second);
    await registerImages(second, { images: createImages({ storage: store, cacheDir, clock: fixedClock('2026-11-15T03:00:00.000Z'), resizer: other.resizer }) });
    const res = await second.inject({ url: `/img/320/${PORTRAIT_KEY}`, headers: { accept: 'image/webp' } });
    expect(res.statusCode).toBe(200);
    expect(other.counter.calls).toBe(0);
    await second.close();
  });

  it('concurrent requests for the same variant resize it once', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(`/img/960/${PORTRAIT_KEY}`)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(counter.calls).toBe(1);
  });

  it('leaves no temporary files in the cache', async () => {
    await Promise.all([320, 640, 960].map((w) => get(`/img/${w}/${PORTRAIT_KEY}`)));
    expect(listFiles(cacheDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it.each(['400', '0', '641', '1921', 'abc', '640.0', '-640', '0640'])('refuses width %s with a JSON 400', async (width) => {
    const res = await get(`/img/${width}/${PORTRAIT_KEY}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: '너비는 320, 640, 960, 1280, 1920 중 하나여야 합니다.' });
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('answers a JSON 404 for a missing image', async () => {
    const res = await get('/img/640/artists/nobody/main/0-1732170000000.jpg');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: '이미지를 찾을 수 없습니다.' });
    expect(res.headers['cache-control']).toBeUndefined();
    expect(listFiles(cacheDir)).toEqual([]);
  });

  it.each([
    ['a video', '/img/640/videos/0-1732170000000.mp4'],
    ['a file without an image extension', '/img/640/notes/readme.txt'],
    ['bytes that are not an image', '/img/640/news/0-1732170000000.jpg'],
  ])('refuses %s with a JSON 400', async (_label, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: '이미지가 아닙니다.' });
  });

  it('refuses an SVG source even when it is named .png', async () => {
    await store.put('about/2-1732170000000.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'image/png');
    const res = await get('/img/320/about/2-1732170000000.png');
    expect(res.statusCode).toBe(400);
  });

  it.each([
    '/img/640/../../../etc/passwd.jpg',
    '/img/640/..%2F..%2Fetc%2Fpasswd.jpg',
    '/img/640/%2e%2e/%2e%2e/secret.jpg',
    '/img/640/artists/../../secret.jpg',
    '/img/640/.hidden/0-1.jpg',
    '/img/640//etc/passwd.jpg',
    '/img/640/artists%5C..%5Csecret.jpg',
  ])('refuses path traversal %s', async (url) => {
    fs.writeFileSync(path.join(dir, 'secret.jpg'), await portraitJpeg());
    const res = await get(url);
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json()).toHaveProperty('message');
    expect(counter.calls).toBe(0);
  });
});

describe('the work limiter', () => {
  it('runs at most `concurrency` jobs and refuses past `maxQueued` waiting with 503', async () => {
    const limiter = createWorkLimiter({ concurrency: 1, maxQueued: 1 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const running = limiter.run(() => gate.then(() => 'first'));
    const waiting = limiter.run(async () => 'second');
    expect(limiter.active).toBe(1);
    expect(limiter.queued).toBe(1);
    await expect(limiter.run(async () => 'third')).rejects.toMatchObject({ statusCode: 503, headers: { 'retry-after': '1' } });
    release();
    expect(await running).toBe('first');
    expect(await waiting).toBe('second');
    expect(limiter.active).toBe(0);
    expect(limiter.queued).toBe(0);
  });

  it('frees the slot when a job fails', async () => {
    const limiter = createWorkLimiter({ concurrency: 1, maxQueued: 0 });
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 'next')).toBe('next');
  });

  it('a burst beyond the queue gets JSON 503s with Retry-After, and the rest still succeed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-images-'));
    const store = createLocalBlobStore({ dir: path.join(dir, 'media'), signingKey: Buffer.alloc(32, 1), clock: fixedClock('2026-11-15T03:00:00.000Z') });
    const source = await portraitJpeg();
    const keys = Array.from({ length: 6 }, (_, i) => `artists/burst/${i}-1732170000000.jpg`);
    for (const key of keys) await store.put(key, source, 'image/jpeg');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const real = createSharpResizer();
    const app = Fastify();
    registerErrorHandler(app);
    await registerImages(app, {
      images: createImages({
        storage: store,
        cacheDir: path.join(dir, 'image-cache'),
        clock: fixedClock('2026-11-15T03:00:00.000Z'),
        resizer: async (...args) => {
          await gate;
          return real(...args);
        },
        limiter: createWorkLimiter({ concurrency: 2, maxQueued: 2 }),
      }),
    });
    try {
      const pending = keys.map((key) => app.inject({ url: `/img/320/${key}`, headers: { accept: 'image/webp' } }));
      // Let every request reach the limiter before the first resize finishes.
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      const answers = await Promise.all(pending);
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 503, 503]);
      const refused = answers.find((r) => r.statusCode === 503)!;
      expect(refused.json()).toEqual({ message: '이미지를 준비하는 요청이 많습니다. 잠시 후 다시 시도하세요.' });
      expect(refused.headers['retry-after']).toBe('1');
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /img on the S3 driver (s3rver on loopback)', () => {
  const BUCKET = 'agency-images';
  let server: S3rver;
  let directory: string;
  let store: S3BlobStore;
  let app: FastifyInstance;
  let counter: { calls: number };

  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-s3rver-img-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
    const { port } = await server.run();
    store = createS3BlobStore({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      publicBaseUrl: 'https://cdn.example.test/media/',
    });
    await store.client.send(new CreateBucketCommand({ Bucket: BUCKET }));
    await store.put(PORTRAIT_KEY, await portraitJpeg(), 'image/jpeg');
    const counting = countingResizer();
    counter = counting.counter;
    app = Fastify();
    registerErrorHandler(app);
    await registerImages(app, { images: createImages({ storage: store, cacheDir: path.join(directory, 'image-cache'), clock: fixedClock('2026-11-15T03:00:00.000Z'), resizer: counting.resizer }) });
  });

  afterAll(async () => {
    await app?.close();
    store?.client.destroy();
    await server?.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('reads the source from the bucket, resizes it and caches it on the local disk', async () => {
    const first = await app.inject({ url: `/img/320/${PORTRAIT_KEY}`, headers: { accept: 'image/webp' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect((await sharp(first.rawPayload).metadata()).width).toBe(320);
    const second = await app.inject({ url: `/img/320/${PORTRAIT_KEY}`, headers: { accept: 'image/webp' } });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(counter.calls).toBe(1);
  });

  it('answers 404 for a key the bucket does not have', async () => {
    const res = await app.inject({ url: '/img/320/artists/none/main/0-1732170000000.jpg' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: '이미지를 찾을 수 없습니다.' });
  });
});

describe('GET /img in the whole app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is registered, reads the configured media store and caches under DATA_DIR/image-cache', async () => {
    if (t.config.media.driver !== 'local') throw new Error('local driver expected');
    fs.mkdirSync(path.join(t.config.media.dir, 'artists/jane/main'), { recursive: true });
    fs.writeFileSync(path.join(t.config.media.dir, PORTRAIT_KEY), await portraitJpeg());
    const res = await t.app.inject({ url: `/img/640/${PORTRAIT_KEY}`, headers: { accept: CHROME_ACCEPT } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept');
    expect(listFiles(path.join(t.config.dataDir, 'image-cache'))).toHaveLength(1);

    const head = await t.app.inject({ method: 'HEAD', url: `/img/640/${PORTRAIT_KEY}`, headers: { accept: CHROME_ACCEPT } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/avif');
  });

  it('answers JSON errors, never the web page', async () => {
    const missing = await t.app.inject({ url: '/img/640/artists/nobody/main/0-1732170000000.jpg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    const bad = await t.app.inject({ url: `/img/500/${PORTRAIT_KEY}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('GET /img: sources over the limit and failures', () => {
  let dir: string;
  let app: FastifyInstance;
  const clock = fixedClock('2026-11-15T03:00:00.000Z');
  const reads: string[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-images-limits-'));
    const store = createLocalBlobStore({ dir: path.join(dir, 'media'), signingKey: Buffer.alloc(32, 1), clock, limits: { image: 100_000, video: 1_000_000 } });
    const counted: Pick<LocalBlobStore, 'get' | 'maxUploadBytes'> = {
      get: (key, options) => {
        reads.push(key);
        return store.get(key, options);
      },
      maxUploadBytes: (contentType) => store.maxUploadBytes(contentType),
    };
    await store.put(PORTRAIT_KEY, await portraitJpeg(), 'image/jpeg');
    await store.put('artists/huge/main/0-1732170000000.png', await sharp({ create: { width: 600, height: 600, channels: 3, background: '#123' } }).png({ compressionLevel: 0 }).toBuffer(), 'image/png');
    app = Fastify();
    registerErrorHandler(app);
    await registerImages(app, { images: createImages({ storage: counted, cacheDir: path.join(dir, 'image-cache'), clock }) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a source larger than an image upload may be without resizing it', async () => {
    const res = await app.inject({ url: '/img/320/artists/huge/main/0-1732170000000.png' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/100000바이트보다 큽니다/);
  });

  it('remembers a failure for 30 s: the source is not read again meanwhile', async () => {
    const key = 'artists/later/main/0-1732170000000.jpg';
    reads.length = 0;
    expect((await app.inject({ url: `/img/320/${key}` })).statusCode).toBe(404);
    fs.mkdirSync(path.join(dir, 'media/artists/later/main'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'media', key), await portraitJpeg());
    expect((await app.inject({ url: `/img/320/${key}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/img/640/${key}` })).statusCode).toBe(404);
    expect(reads).toEqual([key]);
    clock.advance(30_001);
    expect((await app.inject({ url: `/img/320/${key}` })).statusCode).toBe(200);
    expect(reads).toEqual([key, key]);
  });
});
