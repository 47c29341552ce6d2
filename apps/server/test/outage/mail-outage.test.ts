import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app';

/**
 * The SMTP server refuses connections, accepts them but never answers, or drops the connection in the
 * middle of the message. In each case the inquiry is kept (200 to the visitor), shown as failed in the
 * admin inbox, retried on schedule, and mailed exactly once when the server is back.
 * (modules/inquiries/inquiry-outbox.test.ts covers backoff, the retry window and restarts.)
 */

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

interface Smtp {
  port: number;
  received: string[];
  close(): Promise<void>;
}

function trackSockets(server: net.Server): Set<net.Socket> {
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return sockets;
}

/** A working SMTP server on loopback that records each accepted message. */
async function startSmtp(port: number, options: { dropMidMessage?: boolean } = {}): Promise<Smtp> {
  const received: string[] = [];
  let sockets: Set<net.Socket> = new Set();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (options.dropMidMessage) {
        // The first chunk of the message arrives, then the connection is gone: no answer to DATA.
        stream.once('data', () => {
          for (const socket of sockets) socket.destroy();
        });
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  server.on('error', () => {});
  sockets = trackSockets(server.server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as net.AddressInfo).port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Accepts TCP connections and never says a word (no SMTP greeting). */
async function startSilentServer(): Promise<{ port: number; connections: () => number; close(): Promise<void> }> {
  const server = net.createServer(() => {});
  let count = 0;
  server.on('connection', () => count++);
  const sockets = trackSockets(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function closedPort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

const inquiry = { title: 'Outage', email: 'brand@example.com', phone: '010', name: 'Kim', message: 'Hello', privacyConsent: true };

async function appOn(port: number): Promise<TestApp> {
  // A small SMTP timeout so the silent server fails an attempt in half a second.
  const t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_TIMEOUT_MS: '500' } });
  cleanups.push(() => t.close());
  return t;
}

async function inbox(t: TestApp) {
  const auth = { authorization: `Bearer ${await t.adminToken()}` };
  const list = (await t.app.inject({ method: 'GET', url: '/api/admin/inquiries', headers: auth })).json();
  const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/inquiries/${list.items[0].id}`, headers: auth })).json();
  return { list, detail };
}

/** Moves the clock to the inquiry's next attempt and runs the outbox. */
async function retryDue(t: TestApp): Promise<void> {
  const row = await t.database.handle.db.selectFrom('inquiries').select('next_attempt_at').executeTakeFirstOrThrow();
  expect(row.next_attempt_at).not.toBeNull();
  t.clock.set(row.next_attempt_at!);
  await t.app.inquiryOutbox.runOnce();
}

type Outage = { port: number; recover(): Promise<Smtp>; errorPattern: RegExp; attempted?: () => number };

const outages: Record<string, () => Promise<Outage>> = {
  'refuses connections': async () => {
    const port = await closedPort();
    return { port, errorPattern: /ECONNREFUSED/, recover: () => startSmtp(port) };
  },
  'accepts connections but never answers': async () => {
    const silent = await startSilentServer();
    cleanups.push(() => silent.close());
    return {
      port: silent.port,
      errorPattern: /ETIMEDOUT|timeout/i,
      attempted: silent.connections,
      recover: async () => {
        await silent.close();
        return startSmtp(silent.port);
      },
    };
  },
  'drops the connection in the middle of the message': async () => {
    const dropping = await startSmtp(0, { dropMidMessage: true });
    cleanups.push(() => dropping.close());
    return {
      port: dropping.port,
      errorPattern: /ECONNECTION|ECONNRESET|closed|Connection/i,
      recover: async () => {
        await dropping.close();
        return startSmtp(dropping.port);
      },
    };
  },
};

describe('mail outage', () => {
  for (const [name, makeOutage] of Object.entries(outages)) {
    it(`SMTP ${name}: the inquiry is kept, shown as failed, retried and delivered exactly once after recovery`, async () => {
      const outage = await makeOutage();
      const t = await appOn(outage.port);

      const res = await t.app.inject({ method: 'POST', url: '/api/mail/submit', payload: inquiry });
      expect(res.statusCode).toBe(200);
      await t.app.inquiryOutbox.runOnce();

      let { list, detail } = await inbox(t);
      expect(list.total).toBe(1);
      expect(list.items[0]).toMatchObject({ deliveryStatus: 'failed', title: 'Outage' });
      expect(detail.lastError).toMatch(outage.errorPattern);
      expect(detail.nextAttemptAt).not.toBeNull();
      if (outage.attempted) expect(outage.attempted()).toBeGreaterThan(0);
      const firstAttempts = list.items[0].attempts as number;
      expect(firstAttempts).toBeGreaterThanOrEqual(1);

      // Still down: retried on schedule, still failed, still kept.
      await retryDue(t);
      ({ list, detail } = await inbox(t));
      expect(list.items[0]).toMatchObject({ deliveryStatus: 'failed', attempts: firstAttempts + 1 });
      expect(detail.deliveryAttempts.every((a: { error: string | null }) => a.error !== null)).toBe(true);

      const smtp = await outage.recover();
      cleanups.push(() => smtp.close());
      await retryDue(t);
      // More runs, later: nothing is sent again.
      await t.app.inquiryOutbox.runOnce();
      t.clock.advance(6 * 60 * 60 * 1000);
      await t.app.inquiryOutbox.runOnce();

      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('Outage');
      ({ list, detail } = await inbox(t));
      expect(list.items[0]).toMatchObject({ deliveryStatus: 'sent', attempts: firstAttempts + 2 });
      expect(detail.lastError).toBeNull();
      expect(detail.deliveryAttempts.at(-1).error).toBeNull();
    });
  }
});
