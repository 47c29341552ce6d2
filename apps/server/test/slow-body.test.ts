import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { BODY_DEADLINE_MS } from '../src/plugins/body-deadline';

const DEADLINE_MS = 1000;

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

describe('slow request bodies', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ bodyDeadlineMs: DEADLINE_MS });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('gives every body 30 seconds by default', () => {
    expect(BODY_DEADLINE_MS).toBe(30_000);
  });

  it('cuts off a client sending one byte at a time once the deadline has passed', async () => {
    const slow = trickle(port, 'POST /api/mail/submit HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n');
    const closedAfterMs = await Promise.race([slow.closedAfterMs, new Promise<number>((resolve) => setTimeout(() => resolve(-1), DEADLINE_MS + 4000))]);
    slow.stop();
    expect(closedAfterMs).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(closedAfterMs).toBeLessThan(DEADLINE_MS + 1000);
  });

  it('gives an upload more time by its announced size', async () => {
    const presigned = await t.app.inject({
      method: 'POST',
      url: '/api/s3/getPreSignedUrl',
      headers: { authorization: `Bearer ${await t.adminToken()}` },
      payload: { path: 'news/0-1732170000077.jpg' },
    });
    const { url } = presigned.json() as { url: string };
    const head = `PUT ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: image/jpeg\r\nContent-Length: 2048000\r\n\r\n\xff\xd8\xff\xe0`;
    const upload = trickle(port, head);
    const early = await Promise.race([upload.closedAfterMs, new Promise<number>((resolve) => setTimeout(() => resolve(-1), DEADLINE_MS + 1000))]);
    upload.stop();
    expect(early).toBe(-1);
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
