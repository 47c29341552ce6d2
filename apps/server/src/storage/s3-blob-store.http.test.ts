import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '@test/build-test-app';
import { sampleMedia } from '../modules/media/media-samples';
import { StoredFileTooLargeError } from './blob-store';
import { createS3BlobStore, type S3BlobStore } from './s3-blob-store';

const BUCKET = 'agency-media';
const PUBLIC_BASE = 'https://cdn.example.test/media/';

/** An S3-compatible server on loopback (random port, temporary folder); it checks SigV4 signatures. */
describe('S3 blob store against s3rver', () => {
  let server: S3rver;
  let directory: string;
  let endpoint: string;
  let store: S3BlobStore;

  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-s3rver-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    store = createS3BlobStore({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      publicBaseUrl: PUBLIC_BASE,
    });
    await store.client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  });

  afterAll(async () => {
    store?.client.destroy();
    await server?.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('presigns a PUT that uploads the bytes, which read back the same', async () => {
    const key = 'artists/jane/main/0-1732170000000.jpg';
    const bytes = sampleMedia('image/jpeg', 4096);
    const url = await store.createUploadUrl(key, 'image/jpeg');
    expect(url.startsWith(`${endpoint}/${BUCKET}/${key}?`)).toBe(true);

    const res = await fetch(url, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: bytes });
    expect(res.status).toBe(200);
    expect((await store.get(key))?.equals(bytes)).toBe(true);
    expect(await store.exists(key)).toBe(true);
    expect(store.publicUrl(key)).toBe(`https://cdn.example.test/media/${key}`);
  });

  it('signs for 10 minutes, the content type and nothing the browser cannot send', async () => {
    const url = new URL(await store.createUploadUrl('news/0-1732170000001.webm', 'video/webm'));
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(['content-type', 'host']);
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request$/);
    // No checksum parameters (requestChecksumCalculation: WHEN_REQUIRED).
    expect([...url.searchParams.keys()].filter((k) => /checksum/i.test(k))).toEqual([]);
  });

  it('signs the content type: an independent SigV4 check accepts only the signed type', async () => {
    // s3rver does not verify SigV4 signatures, so the signature is recomputed here from the URL.
    const url = await store.createUploadUrl('news/0-1732170000002.png', 'image/png');
    const given = new URL(url).searchParams.get('X-Amz-Signature');
    expect(sigV4QuerySignature(url, 'PUT', { 'content-type': 'image/png' }, 'S3RVER')).toBe(given);
    expect(sigV4QuerySignature(url, 'PUT', { 'content-type': 'text/html' }, 'S3RVER')).not.toBe(given);
    expect(sigV4QuerySignature(url, 'PUT', { 'content-type': 'image/png' }, 'another-secret')).not.toBe(given);
  });

  it('puts, gets and checks files directly (seeding)', async () => {
    const bytes = sampleMedia('video/mp4', 2048);
    expect(await store.exists('demo/background-desktop.mp4')).toBe(false);
    expect(await store.get('demo/background-desktop.mp4')).toBeUndefined();
    await store.put('demo/background-desktop.mp4', bytes, 'video/mp4');
    expect(await store.exists('demo/background-desktop.mp4')).toBe(true);
    expect((await store.get('demo/background-desktop.mp4'))?.equals(bytes)).toBe(true);
    const head = await fetch(`${endpoint}/${BUCKET}/demo/background-desktop.mp4`, { method: 'HEAD' }).catch(() => undefined);
    if (head?.ok) expect(head.headers.get('content-type')).toBe('video/mp4');
  });

  it('inspects, lists and removes objects; a read with a limit asks for no more than one byte over it', async () => {
    const key = 'artists/big/main/0-1732170000010.jpg';
    const bytes = sampleMedia('image/jpeg', 5000);
    await store.put(key, bytes, 'image/jpeg');
    const info = await store.inspect(key, 64);
    expect({ size: info?.size, contentType: info?.contentType, head: info?.head.equals(bytes.subarray(0, 64)) }).toEqual({ size: 5000, contentType: 'image/jpeg', head: true });
    expect(await store.inspect('artists/none/main/0-1732170000011.jpg', 64)).toBeUndefined();

    const ranges: Array<string | undefined> = [];
    store.client.middlewareStack.add(
      (next) => async (args) => {
        ranges.push((args.request as { headers: Record<string, string> }).headers.range);
        return next(args);
      },
      { step: 'finalizeRequest', name: 'recordRange' },
    );
    try {
      await expect(store.get(key, { maxBytes: 1000 })).rejects.toBeInstanceOf(StoredFileTooLargeError);
      expect((await store.get(key, { maxBytes: 5000 }))?.equals(bytes)).toBe(true);
    } finally {
      store.client.middlewareStack.remove('recordRange');
    }
    expect(ranges).toEqual(['bytes=0-1000', 'bytes=0-5000']);

    const listed: string[] = [];
    for await (const file of store.list()) listed.push(file.key);
    expect(listed).toContain(key);
    await store.remove(key);
    expect(await store.exists(key)).toBe(false);
    await store.remove(key);
  });

  it('refuses unsafe keys before calling S3', async () => {
    await expect(store.createUploadUrl('../escape/0-1732170000003.jpg', 'image/jpeg')).rejects.toThrow(/잘못된 미디어 경로입니다/);
    await expect(store.put('/abs.jpg', Buffer.alloc(1), 'image/jpeg')).rejects.toThrow(/잘못된 미디어 경로입니다/);
    await expect(store.get('a/../../b')).rejects.toThrow(/잘못된 미디어 경로입니다/);
  });

  it('serves POST /api/s3/getPreSignedUrl with MEDIA_DRIVER=s3', async () => {
    const t = await buildTestApp({
      env: {
        MEDIA_DRIVER: 's3',
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
        MEDIA_PUBLIC_BASE_URL: PUBLIC_BASE,
      },
    });
    try {
      const key = 'production/3-1732170000004.webp';
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/s3/getPreSignedUrl',
        headers: { authorization: `Bearer ${await t.adminToken()}` },
        payload: { path: key },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.contentType).toBe('image/webp');
      expect(body.publicUrl).toBe(`https://cdn.example.test/media/${key}`);
      const bytes = sampleMedia('image/webp', 1000);
      const upload = await fetch(body.url, { method: 'PUT', headers: { 'content-type': body.contentType }, body: bytes });
      expect(upload.status).toBe(200);
      expect((await store.get(key))?.equals(bytes)).toBe(true);
      // A presigned PUT carries no limit: a save that refers to a file over it, or of another content, is refused.
      const auth = { authorization: `Bearer ${await t.adminToken()}` };
      const saveImage = (imageUrl: string) =>
        t.app.inject({ method: 'POST', url: '/api/admin/pageContent/upsert', headers: auth, payload: { code: 'NEWS_INFO', images: [{ priority: 1, imageUrl }] } });
      const huge = 'news/0-1732170000005.jpg';
      await store.put(huge, sampleMedia('image/jpeg', 20 * 1024 * 1024 + 1), 'image/jpeg');
      const tooLarge = await saveImage(store.publicUrl(huge));
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().message).toContain(huge);
      const disguised = 'news/0-1732170000006.jpg';
      await store.put(disguised, Buffer.from('<html>not a picture</html>'), 'image/jpeg');
      expect((await saveImage(store.publicUrl(disguised))).statusCode).toBe(400);
      expect((await saveImage(store.publicUrl(key))).statusCode).toBe(200);
      // The local endpoints do not exist with the S3 driver.
      expect((await t.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'PUT', url: `/api/media/upload/${key}` })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
const hmac = (key: crypto.BinaryLike, value: string) => crypto.createHmac('sha256', key).update(value).digest();

/** The AWS SigV4 query signature of a presigned URL for a request with these headers (besides host). */
function sigV4QuerySignature(presignedUrl: string, method: string, headers: Record<string, string>, secret: string): string {
  const url = new URL(presignedUrl);
  const query = [...url.searchParams.entries()]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => `${rfc3986(name)}=${rfc3986(value)}`)
    .sort()
    .join('&');
  const signed = url.searchParams.get('X-Amz-SignedHeaders')!.split(';');
  const all: Record<string, string> = { ...headers, host: url.host };
  const canonicalHeaders = signed.map((name) => `${name}:${all[name]!.trim()}\n`).join('');
  const canonicalRequest = [method, url.pathname, query, canonicalHeaders, signed.join(';'), 'UNSIGNED-PAYLOAD'].join('\n');
  const amzDate = url.searchParams.get('X-Amz-Date')!;
  const scope = url.searchParams.get('X-Amz-Credential')!.split('/').slice(1).join('/');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const [date, region, service] = scope.split('/') as [string, string, string];
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
  return hmac(key, stringToSign).toString('hex');
}
