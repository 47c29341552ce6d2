import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MAX_IMAGE_BYTES } from '@agency/contract/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { deriveKey } from '../../lib/secrets';
import { createLocalBlobStore, UPLOAD_URL_USED } from '../../storage/local-blob-store';
import { sampleMedia } from './media-samples';

const LIMITS = { image: 1000, video: 2000 };

/** A test app whose local store has small upload limits. */
function buildMediaTestApp() {
  return buildTestApp({
    blobStore: ({ config, clock, jwtSecret }) => {
      if (config.media.driver !== 'local') throw new Error('local driver expected');
      return createLocalBlobStore({
        dir: config.media.dir,
        signingKey: deriveKey(jwtSecret, 'media-upload'),
        clock,
        limits: LIMITS,
      });
    },
  });
}

async function presign(t: TestApp, mediaPath: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/s3/getPreSignedUrl',
    headers: { authorization: `Bearer ${await t.adminToken()}` },
    payload: { path: mediaPath },
  });
}

async function presignOk(t: TestApp, mediaPath: string): Promise<{ url: string; contentType: string; publicUrl: string }> {
  const res = await presign(t, mediaPath);
  expect(res.statusCode).toBe(200);
  return res.json();
}

function put(t: TestApp, url: string, contentType: string, payload: Buffer | Readable, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'PUT', url, headers: { 'content-type': contentType, ...headers }, payload });
}

/** Every file under a folder, relative, including dot files. */
function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe('POST /api/s3/getPreSignedUrl', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildMediaTestApp();
  });
  afterAll(() => t.close());

  it('answers a signed local upload URL, the content type and the public URL', async () => {
    const body = await presignOk(t, 'artists/jane/main/0-1732170000000.jpg');
    expect(body.contentType).toBe('image/jpeg');
    expect(body.publicUrl).toBe('/media/artists/jane/main/0-1732170000000.jpg');
    const url = new URL(body.url, 'http://localhost');
    expect(url.pathname).toBe('/api/media/upload/artists/jane/main/0-1732170000000.jpg');
    expect(url.searchParams.get('contentType')).toBe('image/jpeg');
    expect(Number(url.searchParams.get('expires'))).toBe(t.clock.now().getTime() / 1000 + 600);
    expect(url.searchParams.get('signature')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ['webp', 'image/webp'],
    ['avif', 'image/avif'],
    ['gif', 'image/gif'],
    ['png', 'image/png'],
    ['JPEG', 'image/jpeg'],
    ['mp4', 'video/mp4'],
    ['webm', 'video/webm'],
  ])('accepts .%s as %s', async (ext, contentType) => {
    expect((await presignOk(t, `background/desktop/0-1732170000000.${ext}`)).contentType).toBe(contentType);
  });

  it.each([
    ['parent segment', 'artists/../../secrets/0-1732170000000.jpg'],
    ['dots inside', 'artists/..hidden/0-1732170000000.jpg'],
    ['absolute path', '/etc/0-1732170000000.jpg'],
    ['windows drive', 'C:/media/0-1732170000000.jpg'],
    ['backslashes', 'artists\\jane\\0-1732170000000.jpg'],
    ['no prefix', '0-1732170000000.jpg'],
    ['no timestamp', 'artists/jane/photo.jpg'],
    ['svg', 'artists/jane/0-1732170000000.svg'],
    ['html', 'artists/jane/0-1732170000000.html'],
    ['mov video', 'background/0-1732170000000.mov'],
    ['double extension', 'artists/jane/0-1732170000000.jpg.php'],
    ['empty', ''],
    ['encoded parent', 'artists/%2e%2e/0-1732170000000.jpg'],
    ['dot segment', 'artists/./0-1732170000000.jpg'],
    ['empty segment', 'artists//0-1732170000000.jpg'],
    ['too long', `${'a'.repeat(300)}/0-1732170000000.jpg`],
  ])('refuses a path with %s (400)', async (_kind, mediaPath) => {
    const res = await presign(t, mediaPath);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('refuses a missing path, a non-string path and extra fields (400)', async () => {
    for (const payload of [{}, { path: 42 }, { path: 'artists/jane/0-1732170000000.jpg', extra: 1 }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/s3/getPreSignedUrl',
        headers: { authorization: `Bearer ${await t.adminToken()}` },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('needs an admin token (401 before the body is looked at)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/s3/getPreSignedUrl', payload: { path: '../x' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('local upload (PUT /api/media/upload/...) and GET /media/...', () => {
  let t: TestApp;
  let mediaDir: string;
  beforeAll(async () => {
    t = await buildMediaTestApp();
    if (t.config.media.driver !== 'local') throw new Error('local driver expected');
    mediaDir = t.config.media.dir;
  });
  afterAll(() => t.close());

  it('round-trips: presign, PUT without a bearer token, GET the same bytes with long caching', async () => {
    const bytes = sampleMedia('image/png', 900);
    const { url, contentType, publicUrl } = await presignOk(t, 'artists/jane/detail/2-1732170000000.png');
    const upload = await put(t, url, contentType, bytes);
    expect(upload.statusCode).toBe(204);

    const res = await t.app.inject({ method: 'GET', url: publicUrl });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(fs.readFileSync(path.join(mediaDir, 'artists/jane/detail/2-1732170000000.png')).equals(bytes)).toBe(true);
    expect(listFiles(mediaDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it.each(['image/jpeg', 'image/webp', 'image/avif', 'image/gif', 'video/mp4', 'video/webm'])(
    'stores and serves %s with its content type',
    async (type) => {
      const ext = type.split('/')[1] === 'jpeg' ? 'jpg' : type.split('/')[1];
      const { url, publicUrl } = await presignOk(t, `types/0-1732170000001.${ext}`);
      const bytes = sampleMedia(type, 500);
      expect((await put(t, url, type, bytes)).statusCode).toBe(204);
      const res = await t.app.inject({ method: 'GET', url: publicUrl });
      expect(res.headers['content-type']).toBe(type);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    },
  );

  it('serves byte ranges (video seeking) and HEAD', async () => {
    const bytes = sampleMedia('video/mp4', 1500);
    const { url, publicUrl } = await presignOk(t, 'background/desktop/0-1732170000002.mp4');
    expect((await put(t, url, 'video/mp4', bytes)).statusCode).toBe(204);
    const range = await t.app.inject({ method: 'GET', url: publicUrl, headers: { range: 'bytes=100-199' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const head = await t.app.inject({ method: 'HEAD', url: publicUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('1500');
  });

  it('takes an upload URL once: a second PUT, or the slower of two at once, is refused with 409 and the file stays', async () => {
    const { url, publicUrl } = await presignOk(t, 'news/0-1732170000003.jpg');
    const first = sampleMedia('image/jpeg', 300);
    expect((await put(t, url, 'image/jpeg', first)).statusCode).toBe(204);
    const again = await put(t, url, 'image/jpeg', sampleMedia('image/jpeg', 600));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(UPLOAD_URL_USED);
    expect((await t.app.inject({ method: 'GET', url: publicUrl })).rawPayload.equals(first)).toBe(true);

    const race = await presignOk(t, 'news/0-1732170000013.jpg');
    const bodies = [sampleMedia('image/jpeg', 700), sampleMedia('image/jpeg', 800)];
    const answers = await Promise.all(bodies.map((body) => put(t, race.url, 'image/jpeg', body)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([204, 409]);
    const stored = (await t.app.inject({ method: 'GET', url: race.publicUrl })).rawPayload;
    expect(stored.equals(bodies[answers.findIndex((res) => res.statusCode === 204)]!)).toBe(true);
    expect(listFiles(mediaDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses an expired signature with 403 (the URL lives 10 minutes)', async () => {
    const { url } = await presignOk(t, 'news/0-1732170000004.jpg');
    t.clock.advance(9 * 60 * 1000);
    expect((await put(t, url, 'image/jpeg', sampleMedia('image/jpeg'))).statusCode).toBe(204);
    t.clock.advance(2 * 60 * 1000);
    const res = await put(t, url, 'image/jpeg', sampleMedia('image/jpeg'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/만료/);
  });

  it('refuses a tampered signature, path, expiry or content type with 403', async () => {
    const { url } = await presignOk(t, 'news/0-1732170000005.jpg');
    const u = new URL(url, 'http://localhost');
    const variants: string[] = [];
    const sig = u.searchParams.get('signature')!;
    const withParam = (name: string, value: string | null) => {
      const copy = new URL(u);
      if (value === null) copy.searchParams.delete(name);
      else copy.searchParams.set(name, value);
      return copy.pathname + copy.search;
    };
    variants.push(withParam('signature', `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`));
    variants.push(withParam('signature', null));
    variants.push(withParam('signature', 'not-base64!'));
    variants.push(withParam('expires', String(Number(u.searchParams.get('expires')) + 3600)));
    variants.push(withParam('expires', 'soon'));
    variants.push(withParam('contentType', 'image/png'));
    variants.push(`/api/media/upload/news/0-1732170000006.jpg${u.search}`);
    for (const variant of variants) {
      const type = new URL(variant, 'http://localhost').searchParams.get('contentType') ?? 'image/jpeg';
      const res = await put(t, variant, type, sampleMedia(type === 'image/png' ? 'image/png' : 'image/jpeg'));
      expect({ variant, status: res.statusCode }).toEqual({ variant, status: 403 });
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(fs.existsSync(path.join(mediaDir, 'news/0-1732170000005.jpg'))).toBe(false);
    expect(fs.existsSync(path.join(mediaDir, 'news/0-1732170000006.jpg'))).toBe(false);
  });

  it('refuses a content type other than the signed one with 403 (as S3 does)', async () => {
    const { url } = await presignOk(t, 'news/0-1732170000007.png');
    for (const type of ['image/jpeg', 'application/octet-stream', 'text/plain', 'application/json']) {
      const res = await put(t, url, type, sampleMedia('image/png'));
      expect({ type, status: res.statusCode }).toEqual({ type, status: 403 });
      expect(res.json().message).toContain('image/png');
    }
    const missing = await t.app.inject({ method: 'PUT', url, payload: sampleMedia('image/png') });
    expect(missing.statusCode).toBe(403);
    // Parameters and case do not matter.
    expect((await put(t, url, 'Image/PNG; foo=bar', sampleMedia('image/png'))).statusCode).toBe(204);
  });

  it('refuses content whose magic bytes do not fit the type (400) and leaves nothing behind', async () => {
    const cases: Array<[string, string, Buffer]> = [
      ['news/0-1732170000008.jpg', 'image/jpeg', sampleMedia('image/png')],
      ['news/0-1732170000009.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>')],
      ['news/0-1732170000010.webp', 'image/webp', Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ', 'latin1')],
      ['news/0-1732170000011.avif', 'image/avif', sampleMedia('video/mp4')],
      ['news/0-1732170000012.mp4', 'video/mp4', sampleMedia('video/webm')],
      ['news/0-1732170000013.webm', 'video/webm', sampleMedia('image/gif')],
      ['news/0-1732170000014.gif', 'image/gif', Buffer.alloc(0)],
      ['news/0-1732170000015.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8])],
    ];
    for (const [mediaPath, type, bytes] of cases) {
      const { url } = await presignOk(t, mediaPath);
      const res = await put(t, url, type, bytes);
      expect({ mediaPath, status: res.statusCode }).toEqual({ mediaPath, status: 400 });
      expect(fs.existsSync(path.join(mediaDir, mediaPath))).toBe(false);
    }
    expect(listFiles(mediaDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses a body just over the limit with 413 (images and videos have their own limits)', async () => {
    const image = await presignOk(t, 'news/0-1732170000016.jpg');
    expect((await put(t, image.url, 'image/jpeg', sampleMedia('image/jpeg', LIMITS.image))).statusCode).toBe(204);
    const tooBig = await put(t, (await presignOk(t, 'news/0-1732170000026.jpg')).url, 'image/jpeg', sampleMedia('image/jpeg', LIMITS.image + 1));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toMatch(/너무 큽니다/);

    const video = await presignOk(t, 'background/0-1732170000017.webm');
    expect((await put(t, video.url, 'video/webm', sampleMedia('video/webm', LIMITS.video))).statusCode).toBe(204);
    const videoTooBig = await presignOk(t, 'background/0-1732170000027.webm');
    expect((await put(t, videoTooBig.url, 'video/webm', sampleMedia('video/webm', LIMITS.video + 1))).statusCode).toBe(413);

    // Sent as a stream without a length, the limit is found while reading.
    const streamed = await put(t, (await presignOk(t, 'news/0-1732170000028.jpg')).url, 'image/jpeg', Readable.from([sampleMedia('image/jpeg', 600), sampleMedia('image/jpeg', 600)]));
    expect(streamed.statusCode).toBe(413);
    expect(listFiles(mediaDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    // The earlier, valid upload is untouched.
    expect(fs.statSync(path.join(mediaDir, 'news/0-1732170000016.jpg')).size).toBe(LIMITS.image);
  });

  it('does not serve missing files, folders, temporary files or anything outside the media folder', async () => {
    fs.mkdirSync(path.join(mediaDir, 'news'), { recursive: true });
    fs.writeFileSync(path.join(mediaDir, 'news/.0-1.jpg.abc.tmp'), 'partial');
    fs.writeFileSync(path.join(t.database.dataDir, 'outside.txt'), 'secret');
    const urls = [
      '/media/news/0-1999999999999.jpg',
      '/media/news',
      '/media/news/',
      '/media/',
      '/media/news/.0-1.jpg.abc.tmp',
      '/media/../outside.txt',
      '/media/%2e%2e/outside.txt',
      '/media/news/%2e%2e/%2e%2e/outside.txt',
      '/media/..%2foutside.txt',
      '/media/%2e%2e%5coutside.txt',
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).not.toContain('secret');
      expect(res.body).not.toContain('partial');
    }
  });

  it('never writes outside the media folder, even through a symlinked folder', async () => {
    // A forged URL with a parent segment: the signature does not match, nothing is written.
    const forged = await put(t, '/api/media/upload/..%2F..%2Fescape/0-1732170000018.jpg?contentType=image%2Fjpeg&expires=9999999999&signature=x', 'image/jpeg', sampleMedia('image/jpeg'));
    expect(forged.statusCode).toBe(403);

    // A folder inside media that points elsewhere: the store refuses to follow it.
    const outside = fs.mkdtempSync(path.join(t.database.dataDir, 'outside-'));
    fs.symlinkSync(outside, path.join(mediaDir, 'linked'));
    const { url } = await presignOk(t, 'linked/0-1732170000019.jpg');
    const res = await put(t, url, 'image/jpeg', sampleMedia('image/jpeg'));
    expect(res.statusCode).toBe(400);
    expect(fs.readdirSync(outside)).toEqual([]);
  });
});

describe('real 20 MB image limit over HTTP', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  /** Streams chunks until the server answers; resolves with the status and how much was sent by then. */
  function streamUntilAnswered(url: string, contentType: string, chunk: Buffer, maxBytes: number) {
    return new Promise<{ status: number; body: string; sentBeforeAnswer: number }>((resolve, reject) => {
      let sent = 0;
      let answeredAt: number | undefined;
      const req = http.request(url, { method: 'PUT', headers: { 'content-type': contentType } });
      req.on('response', (res) => {
        answeredAt = sent;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sentBeforeAnswer: answeredAt ?? sent }));
      });
      req.on('error', (error) => (answeredAt === undefined ? reject(error) : undefined));
      const pump = () => {
        while (answeredAt === undefined && sent < maxBytes) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (answeredAt === undefined) req.end();
      };
      pump();
    });
  }

  it('answers 413 once a streamed image passes 20 MB, without reading the rest', async () => {
    const { url } = await presignOk(t, 'artists/big/0-1732170000020.jpg');
    const chunk = Buffer.alloc(256 * 1024, 0x42);
    sampleMedia('image/jpeg', 16).copy(chunk);
    const result = await streamUntilAnswered(`${base}${url}`, 'image/jpeg', chunk, 60 * 1024 * 1024);
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).message).toMatch(/너무 큽니다/);
    expect(result.sentBeforeAnswer).toBeGreaterThan(MAX_IMAGE_BYTES);
    expect(result.sentBeforeAnswer).toBeLessThan(40 * 1024 * 1024);
    if (t.config.media.driver === 'local') expect(listFiles(t.config.media.dir)).toEqual([]);
  });

  it('answers 413 at once when Content-Length announces more than 20 MB', async () => {
    const { url } = await presignOk(t, 'artists/big/0-1732170000021.jpg');
    const res = await put(t, url, 'image/jpeg', sampleMedia('image/jpeg'), { 'content-length': String(MAX_IMAGE_BYTES + 1) });
    expect(res.statusCode).toBe(413);
  });

  it('accepts an image of exactly 20 MB', async () => {
    const { url, publicUrl } = await presignOk(t, 'artists/big/0-1732170000022.jpg');
    const bytes = sampleMedia('image/jpeg', MAX_IMAGE_BYTES);
    const res = await fetch(`${base}${url}`, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: bytes });
    expect(res.status).toBe(204);
    const back = await fetch(`${base}${publicUrl}`);
    expect(Buffer.from(await back.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
