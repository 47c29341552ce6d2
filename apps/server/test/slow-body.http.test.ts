import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { APPLICATION_MESSAGES, APPLICATION_PHOTO_MAX_BYTES } from '@agency/contract/application-rules';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { BODY_DEADLINE_MS, MIN_UPLOAD_BYTES_PER_SECOND, uploadDueAfterMs } from '../src/plugins/body-deadline';

const DEADLINE_MS = 1000;
/** Eight times faster than the server's rule, so a test of a steady but slow upload takes seconds, not minutes. */
const MIN_RATE = 256 * 1024;
const PHOTO_PATH = '/api/applications/photos';

/** Sends the headers, then one byte of the announced body every 200 ms; answers when the server closed the socket. */
function trickle(port: number, head: string): { closedAfterMs: Promise<number>; stop(): void } {
  const socket = net.connect(port, '127.0.0.1');
  const started = Date.now();
  socket.write(head);
  const timer = setInterval(() => socket.write('x'), 200);
  const closedAfterMs = new Promise<number>((resolve) => {
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - started);
    });
    socket.on('error', () => {});
    socket.on('data', () => {});
  });
  return { closedAfterMs, stop: () => socket.destroy() };
}

/** Sends `body` in pieces of `chunkBytes` every `everyMs` (a slow phone); answers the status and body, or the error. */
function pacedPost(port: number, path: string, body: Buffer, chunkBytes: number, everyMs: number, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; tookMs: number } | { error: string; tookMs: number }>((resolve) => {
    const started = Date.now();
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'image/jpeg', 'content-length': String(body.length), ...headers } });
    let offset = 0;
    const timer = setInterval(() => {
      req.write(body.subarray(offset, offset + chunkBytes));
      offset += chunkBytes;
      if (offset >= body.length) {
        clearInterval(timer);
        req.end();
      }
    }, everyMs);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, tookMs: Date.now() - started }));
    });
    req.on('error', (error) => {
      clearInterval(timer);
      resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message, tookMs: Date.now() - started });
    });
  });
}

/** Sends the first `sentBytes` of an announced body at once, then nothing; answers when the server closed the socket. */
function stall(port: number, head: string, sentBytes: number): Promise<number> {
  const socket = net.connect(port, '127.0.0.1');
  const started = Date.now();
  socket.write(head);
  // A JPEG's first bytes, then filler: an upload's content check passes.
  const body = Buffer.alloc(sentBytes, 0x42);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(body);
  socket.write(body);
  return new Promise<number>((resolve) => {
    socket.on('close', () => resolve(Date.now() - started));
    socket.on('error', () => {});
    socket.on('data', () => {});
    setTimeout(() => socket.destroy(), 10_000).unref();
  });
}

/** A camera-sized JPEG of about 2 MB (noise does not compress). */
const twoMegabytePhoto = () => sharp(randomBytes(1200 * 1200 * 3), { raw: { width: 1200, height: 1200, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();

describe('slow request bodies', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ bodyDeadlineMs: DEADLINE_MS, minUploadBytesPerSecond: MIN_RATE });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('gives every body 30 seconds by default, and an upload as long as it keeps 32 KiB/s on average after them', () => {
    expect(BODY_DEADLINE_MS).toBe(30_000);
    expect(MIN_UPLOAD_BYTES_PER_SECOND).toBe(32 * 1024);
    const rule = { graceMs: BODY_DEADLINE_MS, minBytesPerSecond: MIN_UPLOAD_BYTES_PER_SECOND };
    // A 10 MB photo from a phone at 100 KB/s (100 s), or at 40 KB/s (4 min 22 s): never behind at any second.
    for (const bytesPerSecond of [100_000, 40_000]) {
      const seconds = Math.ceil(APPLICATION_PHOTO_MAX_BYTES / bytesPerSecond);
      for (let second = 0; second <= seconds; second++) {
        const received = Math.min(second * bytesPerSecond, APPLICATION_PHOTO_MAX_BYTES);
        expect(second * 1000, `${bytesPerSecond} B/s at ${second} s`).toBeLessThan(uploadDueAfterMs(received, rule));
      }
    }
    // One that stops after 1 MB is cut 62 s after its headers.
    expect(uploadDueAfterMs(1024 * 1024, rule)).toBe(62_000);
  });

  it('cuts off a client sending one byte at a time once the deadline has passed', async () => {
    const slow = trickle(port, 'POST /api/mail/submit HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n');
    const closedAfterMs = await Promise.race([slow.closedAfterMs, new Promise<number>((resolve) => setTimeout(() => resolve(-1), DEADLINE_MS + 4000))]);
    slow.stop();
    expect(closedAfterMs).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(closedAfterMs).toBeLessThan(DEADLINE_MS + 1000);
  });

  it('takes a 2 MB application photo sent steadily for much longer than the deadline', async () => {
    const photo = await twoMegabytePhoto();
    expect(photo.length).toBeGreaterThan(2_000_000);
    // About 800 KB/s: some 2.6 s, well past the 1 s deadline, always ahead of the 256 KiB/s rule.
    const result = await pacedPost(port, PHOTO_PATH, photo, 80 * 1024, 100);
    expect(result).toMatchObject({ status: 200 });
    expect(result.tookMs).toBeGreaterThan(2 * DEADLINE_MS);
    expect(JSON.parse((result as { body: string }).body)).toMatchObject({ width: 1200, height: 1200 });
  });

  it('cuts an application photo or an admin upload that stalls, once it falls behind the rate', async () => {
    const sent = 300 * 1024;
    // Due 1 s + 300 KiB / 256 KiB/s = 2.17 s after the headers; a first piece of the body read with the headers
    // (up to 64 KiB) is not counted, so perhaps 0.25 s earlier.
    const rule = { graceMs: DEADLINE_MS, minBytesPerSecond: MIN_RATE };
    const [earliestMs, dueMs] = [uploadDueAfterMs(sent - 64 * 1024, rule), uploadDueAfterMs(sent, rule)];
    const photo = await stall(port, `POST ${PHOTO_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: image/jpeg\r\nContent-Length: 5000000\r\n\r\n`, sent);
    expect(photo).toBeGreaterThanOrEqual(earliestMs - 50);
    expect(photo).toBeLessThan(dueMs + 1000);

    const presigned = await t.app.inject({
      method: 'POST',
      url: '/api/s3/getPreSignedUrl',
      headers: { authorization: `Bearer ${await t.adminToken()}` },
      payload: { path: 'news/0-1732170000077.jpg' },
    });
    const { url } = presigned.json() as { url: string };
    const upload = await stall(port, `PUT ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: image/jpeg\r\nContent-Length: 5000000\r\n\r\n`, sent);
    expect(upload).toBeGreaterThanOrEqual(earliestMs - 50);
    expect(upload).toBeLessThan(dueMs + 1000);
  });

  it('cuts an upload that trickles a byte at a time, once it falls behind the rate', async () => {
    const slow = trickle(port, `POST ${PHOTO_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: image/jpeg\r\nContent-Length: 2048000\r\n\r\n`);
    const closedAfterMs = await Promise.race([slow.closedAfterMs, new Promise<number>((resolve) => setTimeout(() => resolve(-1), DEADLINE_MS + 4000))]);
    slow.stop();
    expect(closedAfterMs).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(closedAfterMs).toBeLessThan(DEADLINE_MS + 1000);
  });

  it('leaves a body that arrives in time alone', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/traffic/track`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ source: 'direct' }),
    });
    expect(res.status).toBe(204);
  });
});

describe('oversized bodies (decision 093)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  /** 40 MB in 1 MB pieces, as a stream without a length (the limit is found while reading). */
  const streamed = (megabytes: number) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        const piece = Buffer.alloc(1024 * 1024, 0xff);
        for (let i = 0; i < megabytes; i++) controller.enqueue(piece);
        controller.close();
      },
    });
  const send = (url: string, body: Buffer | ReadableStream<Uint8Array>, method = 'POST', headers: Record<string, string> = { 'content-type': 'image/jpeg' }) =>
    fetch(`${base}${url}`, { method, headers, body, duplex: 'half' } as RequestInit & { duplex: 'half' });

  it('answers an application photo over 10 MB with the 413 and its message, which fetch reads instead of a reset', async () => {
    for (const body of [Buffer.alloc(40 * 1024 * 1024, 0xff), streamed(40), Buffer.alloc(APPLICATION_PHOTO_MAX_BYTES + 1, 0xff), streamed(12)]) {
      const res = await send(PHOTO_PATH, body);
      expect(res.status).toBe(413);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ message: APPLICATION_MESSAGES.photoSize });
    }
  });

  it('answers an admin upload over 20 MB, an over-long JSON body and an unsigned upload with their JSON answer, not a reset', async () => {
    const presigned = await t.app.inject({
      method: 'POST',
      url: '/api/s3/getPreSignedUrl',
      headers: { authorization: `Bearer ${await t.adminToken()}` },
      payload: { path: 'news/0-1732170000088.jpg' },
    });
    const { url } = presigned.json() as { url: string };
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const streamedJpeg = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(jpegStart);
        const piece = Buffer.alloc(1024 * 1024, 0x42);
        for (let i = 0; i < 40; i++) controller.enqueue(piece);
        controller.close();
      },
    });
    const tooLarge = await send(url, streamedJpeg, 'PUT');
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { message: string }).message).toMatch(/너무 큽니다/);

    const announced = await send(url, Buffer.concat([jpegStart, Buffer.alloc(30 * 1024 * 1024)]), 'PUT');
    expect(announced.status).toBe(413);

    const unsigned = await send('/api/media/upload/news/0-1732170000089.jpg?contentType=image%2Fjpeg&expires=9999999999&signature=x', streamed(30), 'PUT');
    expect(unsigned.status).toBe(403);

    const json = await send('/api/mail/submit', streamed(30), 'POST', { 'content-type': 'application/json' });
    expect(json.status).toBe(413);
    expect(await json.json()).toEqual({ message: '요청 본문이 너무 큽니다.' });

    // The server goes on answering.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});
