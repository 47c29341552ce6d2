import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { CONNECTION_TIMEOUTS } from '../src/lib/http-server';

/** Shortened so the test runs fast; production: CONNECTION_TIMEOUTS. */
const SHORT = { idleBeforeRequestMs: 300, headersMs: 600, keepAliveMs: 400, checkIntervalMs: 100 };
/** Timers fire a little late on a busy machine. */
const SLACK_MS = 700;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Watched {
  socket: net.Socket;
  /** Everything the server sent. */
  text: () => string;
  /** Milliseconds from the connection to the server closing it. */
  closed: Promise<number>;
  /** Resolves once the server's answer has come (its header block), with the milliseconds since the connection. */
  answered: () => Promise<number>;
}

function connect(port: number): Promise<Watched> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    const closed = new Promise<number>((done) => socket.on('close', () => done(performance.now() - started)));
    socket.on('error', () => undefined);
    const answered = () =>
      new Promise<number>((done) => {
        const check = setInterval(() => {
          if (!text.includes('\r\n\r\n')) return;
          clearInterval(check);
          done(performance.now() - started);
        }, 5);
      });
    socket.once('connect', () => resolve({ socket, text: () => text, closed, answered }));
    socket.once('error', reject);
  });
}

describe('connections that send nothing, or too little (lib/http-server.ts, docs/decisions/094)', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await buildTestApp({ connectionTimeouts: SHORT });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('closes silent sockets after the bound, every one of them', async () => {
    const sockets = await Promise.all(Array.from({ length: 100 }, () => connect(port)));
    const closedAfter = await Promise.all(sockets.map((socket) => Promise.race([socket.closed, sleep(SHORT.idleBeforeRequestMs + 5_000).then(() => Infinity)])));
    for (const ms of closedAfter) {
      expect(ms).toBeGreaterThanOrEqual(SHORT.idleBeforeRequestMs - 50);
      expect(ms).toBeLessThan(SHORT.idleBeforeRequestMs + SLACK_MS);
    }
  });

  it('answers headers that trickle in past their bound with 408 and closes the connection', async () => {
    const client = await connect(port);
    const line = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ';
    // A byte every 100 ms: never silent for the idle bound, never done.
    let sent = 0;
    const trickle = setInterval(() => client.socket.write(line[sent++] ?? 'a'), 100);
    try {
      const ms = await Promise.race([client.closed, sleep(SHORT.headersMs + 5_000).then(() => Infinity)]);
      expect(ms).toBeLessThan(SHORT.headersMs + SHORT.checkIntervalMs + SLACK_MS);
      expect(client.text()).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(trickle);
    }
  });

  it('closes a connection idle after its answer once keep-alive is over', async () => {
    const client = await connect(port);
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const answered = await client.answered();
    expect(client.text()).toMatch(/^HTTP\/1\.1 200 /);
    const closed = await Promise.race([client.closed, sleep(SHORT.keepAliveMs + 6_000).then(() => Infinity)]);
    // Node waits up to a second longer than keepAliveTimeout before it closes the socket itself.
    expect(closed - answered).toBeLessThan(SHORT.keepAliveMs + 1_000 + SLACK_MS);
  });

  it('does not cut a request whose body pauses longer than the idle bound (a slow upload)', async () => {
    const client = await connect(port);
    const body = new URLSearchParams({ username: 'slow-sender', password: 'not-the-password' }).toString();
    client.socket.write(`POST /api/loginProc HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`);
    for (const part of [body.slice(0, 10), body.slice(10, 20), body.slice(20)]) {
      await sleep(SHORT.idleBeforeRequestMs * 2);
      expect(client.socket.destroyed).toBe(false);
      client.socket.write(part);
    }
    await client.answered();
    // Answered (a wrong password), not closed mid-body.
    expect(client.text()).toMatch(/^HTTP\/1\.1 401 /);
    client.socket.destroy();
  });
});

describe('the production bounds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('closes silent sockets and slow headers within 30 s, keep-alive within 5 s, and leaves long bodies to their deadline', () => {
    expect(CONNECTION_TIMEOUTS.idleBeforeRequestMs).toBeGreaterThan(0);
    expect(CONNECTION_TIMEOUTS.idleBeforeRequestMs).toBeLessThanOrEqual(30_000);
    expect(CONNECTION_TIMEOUTS.headersMs).toBeLessThanOrEqual(30_000);
    const server = t.app.server;
    expect(server.timeout).toBe(CONNECTION_TIMEOUTS.idleBeforeRequestMs);
    expect(server.headersTimeout).toBe(CONNECTION_TIMEOUTS.headersMs);
    expect(server.keepAliveTimeout).toBe(CONNECTION_TIMEOUTS.keepAliveMs);
    expect(CONNECTION_TIMEOUTS.keepAliveMs).toBeLessThanOrEqual(5_000);
    // Node's 300 s for a whole request would cut a 200 MB upload that plugins/body-deadline.ts allows 17 minutes.
    expect(server.requestTimeout).toBe(0);
  });
});
