import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BadRequestError } from '../errors';
import { fixedClock } from '../lib/clock';
import { deriveKey } from '../lib/secrets';
import { createLocalBlobStore, UPLOAD_URL_USED, type LocalBlobStore } from './local-blob-store';
import { createUploadSigner } from './upload-signer';

const key = deriveKey('a-secret-that-is-long-enough-for-the-tests', 'media-upload');

describe('local blob store', () => {
  let dir: string;
  let store: LocalBlobStore;
  const clock = fixedClock('2026-11-15T03:00:00.000Z');
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-media-'));
    store = createLocalBlobStore({ dir: path.join(dir, 'media'), signingKey: key, clock });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('puts, gets and checks files under the media folder', async () => {
    expect(await store.exists('demo/background-desktop.mp4')).toBe(false);
    expect(await store.get('demo/background-desktop.mp4')).toBeUndefined();
    await store.put('demo/background-desktop.mp4', Buffer.from('video'), 'video/mp4');
    expect(await store.exists('demo/background-desktop.mp4')).toBe(true);
    expect((await store.get('demo/background-desktop.mp4'))?.toString()).toBe('video');
    expect(fs.readFileSync(path.join(dir, 'media/demo/background-desktop.mp4'), 'utf8')).toBe('video');
    await store.put('demo/background-desktop.mp4', Buffer.from('replaced'), 'video/mp4');
    expect((await store.get('demo/background-desktop.mp4'))?.toString()).toBe('replaced');
    expect(await store.exists('demo')).toBe(false);
    expect(fs.readdirSync(path.join(dir, 'media/demo'))).toEqual(['background-desktop.mp4']);
  });

  it('addresses files under /media, or under MEDIA_PUBLIC_BASE_URL when set', () => {
    expect(store.publicUrl('news/0-1732170000000.jpg')).toBe('/media/news/0-1732170000000.jpg');
    const cdn = createLocalBlobStore({ dir, signingKey: key, clock, publicBaseUrl: 'https://cdn.example.test/m/' });
    expect(cdn.publicUrl('news/0-1732170000000.jpg')).toBe('https://cdn.example.test/m/news/0-1732170000000.jpg');
  });

  it.each(['../outside.txt', 'a/../../outside.txt', '/etc/passwd', 'a//b', '.hidden', 'a/.tmp/b', 'a\\b', '', 'a/b/'])(
    'refuses the key %j everywhere',
    async (bad) => {
      await expect(store.put(bad, Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(BadRequestError);
      await expect(store.get(bad)).rejects.toBeInstanceOf(BadRequestError);
      await expect(store.exists(bad)).rejects.toBeInstanceOf(BadRequestError);
      await expect(store.createUploadUrl(bad, 'image/jpeg')).rejects.toBeInstanceOf(BadRequestError);
      await expect(store.writeStream(bad, Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(BadRequestError);
      expect(fs.readdirSync(dir).filter((f) => f !== 'media')).toEqual([]);
    },
  );

  it('does not follow a symlinked folder out of the media folder', async () => {
    const outside = path.join(dir, 'outside');
    fs.mkdirSync(outside);
    fs.writeFileSync(path.join(outside, 'secret.txt'), 'secret');
    fs.mkdirSync(path.join(dir, 'media'), { recursive: true });
    fs.symlinkSync(outside, path.join(dir, 'media/linked'));
    await expect(store.put('linked/x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(BadRequestError);
    await expect(store.get('linked/secret.txt')).rejects.toBeInstanceOf(BadRequestError);
    expect(fs.readdirSync(outside)).toEqual(['secret.txt']);
  });

  it('writes a stream to a new file, removes the temporary file when the check fails, and never replaces a file', async () => {
    await store.put('news/0-1.jpg', Buffer.from('old'), 'image/jpeg');
    const failing = async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        yield chunk;
        throw new BadRequestError('stop');
      }
    };
    const body = () => Readable.from([Buffer.from('new-1'), Buffer.from('new-2')]);
    await expect(store.writeStream('news/0-2.jpg', body(), failing)).rejects.toThrow('stop');
    expect(fs.readdirSync(path.join(dir, 'media/news'))).toEqual(['0-1.jpg']);

    await store.writeStream('news/0-2.jpg', body());
    expect((await store.get('news/0-2.jpg'))?.toString()).toBe('new-1new-2');
    await expect(store.writeStream('news/0-1.jpg', body())).rejects.toThrow(UPLOAD_URL_USED);
    expect((await store.get('news/0-1.jpg'))?.toString()).toBe('old');
    expect(fs.readdirSync(path.join(dir, 'media/news')).sort()).toEqual(['0-1.jpg', '0-2.jpg']);
  });

  it('limits images to 20 MB and videos to 200 MB by default', () => {
    expect(store.maxUploadBytes('image/jpeg')).toBe(20 * 1024 * 1024);
    expect(store.maxUploadBytes('image/avif')).toBe(20 * 1024 * 1024);
    expect(store.maxUploadBytes('video/mp4')).toBe(200 * 1024 * 1024);
    expect(store.maxUploadBytes('video/webm')).toBe(200 * 1024 * 1024);
  });
});

describe('upload signer', () => {
  it('signs path, content type and expiry; refuses changes and answers expired after 10 minutes', () => {
    const clock = fixedClock('2026-11-15T03:00:00.000Z');
    const signer = createUploadSigner(key, clock);
    const signed = signer.sign('news/0-1.jpg', 'image/jpeg');
    expect(signed.expires).toBe(Date.parse('2026-11-15T03:10:00.000Z') / 1000);
    const query = { contentType: signed.contentType, expires: String(signed.expires), signature: signed.signature };
    expect(signer.verify('news/0-1.jpg', query)).toBe('valid');
    expect(signer.verify('news/0-2.jpg', query)).toBe('invalid');
    expect(signer.verify('news/0-1.jpg', { ...query, contentType: 'image/png' })).toBe('invalid');
    expect(signer.verify('news/0-1.jpg', { ...query, expires: String(signed.expires + 1) })).toBe('invalid');
    expect(signer.verify('news/0-1.jpg', { ...query, signature: undefined })).toBe('invalid');
    expect(signer.verify('news/0-1.jpg', { ...query, expires: '1e12' })).toBe('invalid');
    // Another key (a new JWT secret) invalidates every URL.
    const other = createUploadSigner(deriveKey('another-secret-another-secret-another', 'media-upload'), clock);
    expect(other.verify('news/0-1.jpg', query)).toBe('invalid');

    clock.advance(10 * 60 * 1000);
    expect(signer.verify('news/0-1.jpg', query)).toBe('valid');
    clock.advance(1000);
    expect(signer.verify('news/0-1.jpg', query)).toBe('expired');
  });
});
