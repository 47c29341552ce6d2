import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { systemClock } from '../../src/lib/clock';
import { setAdminPassword } from '../../src/modules/auth/auth-service';
import { TEST_ADMIN, TEST_JWT_SECRET } from '../build-test-app';
import { makeWebDist } from '../web-dist';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

/** An answer within this many ms counts as "quick": the pool's 3 s connect timeout plus a loaded machine's slack. */
const QUICK_MS = 4_500;

/** Polls /api/health until it answers 200 or `withinMs` passes; the last status. No restart of the app: calls reconnect. */
async function healthStatusWithin(app: FastifyInstance, withinMs: number): Promise<number> {
  const deadline = Date.now() + withinMs;
  let status = 0;
  while (Date.now() < deadline) {
    status = (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;
    if (status === 200) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return status;
}

/** This app's public read cache time: answers cached before the outage may be served that long (decision 062). */
const PUBLIC_READ_CACHE_MS = 300;
const outlastPublicReadCache = () => new Promise((resolve) => setTimeout(resolve, PUBLIC_READ_CACHE_MS + 50));

const inquiry = { title: 'outage', email: 'a@b.co', phone: '010', name: 'n', message: 'm', privacyConsent: true };

/**
 * PostgreSQL only (vitest.config.ts runs this file in the server-postgres project alone): the database is a
 * separate server that can go away while the app runs. On SQLite it is a file inside the process.
 */
describe('database outage (PostgreSQL stopped and started under a running server)', () => {
  let cluster: ThrowawayPostgres;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let dataDir: string;
  let auth: { authorization: string };

  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-outage-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: cluster.url,
      PUBLIC_READ_CACHE_MS: String(PUBLIC_READ_CACHE_MS),
      WEB_DIST_DIR: makeWebDist(),
    });
    database = openDatabase({ databaseUrl: cluster.url, dataDir });
    await migrateToLatest(database.db);
    await setAdminPassword(database.db, systemClock, TEST_ADMIN.username, TEST_ADMIN.password);
    app = await buildApp({ config, database, jwtSecret: TEST_JWT_SECRET, logger: false });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/loginProc',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(TEST_ADMIN).toString(),
    });
    auth = { authorization: `Bearer ${login.json().accessToken}` };
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    cluster?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const calls = (): InjectOptions[] => [
    { method: 'GET', url: '/api/artist/getAll' },
    { method: 'GET', url: '/api/artist/getDetails/someone' },
    { method: 'GET', url: '/api/pageContent/fetchByCode/ABOUT_INFO' },
    { method: 'POST', url: '/api/mail/submit', payload: inquiry, remoteAddress: '10.9.0.2' },
    { method: 'GET', url: '/api/admin/inquiries', headers: auth },
    { method: 'GET', url: '/api/artist/getAllForManagement', headers: auth },
    {
      method: 'POST',
      url: '/api/loginProc',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(TEST_ADMIN).toString(),
      remoteAddress: '10.9.0.3',
    },
  ];

  // A visit is counted in the instance's batch and acknowledged at once (decision 089): written when the database is back.
  const track: InjectOptions = { method: 'POST', url: '/api/traffic/track', payload: { source: 'google' }, remoteAddress: '10.9.0.1' };
  const googleVisits = async () =>
    Number((await database.db.selectFrom('traffic_sources').select('count').where('name', '=', 'google').executeTakeFirst())?.count ?? 0);

  it('answers 503 { message } quickly while the database is down, and recovers by itself', async () => {
    // Up: the pool holds open connections that the outage will kill.
    for (const call of calls()) expect((await app.inject(call)).statusCode).toBeLessThan(500);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject(track)).statusCode).toBe(204);

    cluster.stopImmediately();
    await outlastPublicReadCache();

    // Twice: first on the pool's dead connections, then on new connection attempts.
    for (let round = 0; round < 2; round++) {
      for (const call of [...calls(), { method: 'GET', url: '/api/health' } as InjectOptions]) {
        const started = Date.now();
        const res = await app.inject(call);
        const took = Date.now() - started;
        expect({ call: `${call.method} ${call.url}`, status: res.statusCode }).toEqual({ call: `${call.method} ${call.url}`, status: 503 });
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json().message).toEqual(expect.any(String));
        expect(took).toBeLessThan(QUICK_MS);
      }
      const visit = await app.inject(track);
      expect(visit.statusCode).toBe(204);
    }
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ database: 'down' });

    cluster.start();

    // No restart of the app: the next calls reconnect.
    expect(await healthStatusWithin(app, 30_000)).toBe(200);
    for (const call of calls()) {
      const res = await app.inject(call);
      // 404 for the unknown artist and the unsaved page: answers from the database again.
      expect({ call: `${call.method} ${call.url}`, ok: res.statusCode < 500 }).toEqual({ call: `${call.method} ${call.url}`, ok: true });
    }
    // The inquiries acknowledged before and after the outage are both stored; the refused one is not.
    const inbox = await app.inject({ method: 'GET', url: '/api/admin/inquiries', headers: auth });
    expect(inbox.json().total).toBe(2);
    // The visits counted before and during the outage are all written once the database is back.
    await vi.waitFor(async () => expect(await googleVisits()).toBe(3), { timeout: 10_000, interval: 200 });
  }, 120_000);

  it('answers 503 instead of hanging when the database accepts connections but no longer answers', async () => {
    for (const call of calls()) expect((await app.inject(call)).statusCode).toBeLessThan(500);
    cluster.freeze(true);
    await outlastPublicReadCache();
    try {
      // Concurrent calls: more than the pool's 10 connections, all stuck behind a silent server.
      const started = Date.now();
      const answers = await Promise.all(
        [...calls(), ...calls(), { method: 'GET', url: '/api/health' } as InjectOptions].map(async (call) => {
          const res = await app.inject(call);
          return { call: `${call.method} ${call.url}`, status: res.statusCode, message: typeof res.json().message, took: Date.now() - started };
        }),
      );
      for (const answer of answers) {
        expect(answer).toEqual({ call: answer.call, status: 503, message: 'string', took: expect.any(Number) });
        // The 5 s query timeout, or the 3 s connect timeout behind it, plus a loaded machine's slack.
        expect(answer.took).toBeLessThan(9_000);
      }
    } finally {
      cluster.freeze(false);
    }
    expect(await healthStatusWithin(app, 30_000)).toBe(200);
    const submit = await app.inject({ method: 'POST', url: '/api/mail/submit', payload: inquiry, remoteAddress: '10.9.1.1' });
    expect(submit.statusCode).toBe(200);
  }, 120_000);

  it('answers / like every page while the database is down: as last rendered, else the shell, never 503 (decision 095)', async () => {
    const pages = ['/', '/about', '/management'];
    const up = new Map<string, string>();
    for (const url of pages) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      up.set(url, res.body);
    }
    // The home page's own head (the site's name followed by M, its data for the first screen); the shell has the name only.
    expect(up.get('/')).toContain('<title>AGENCY M</title>');
    cluster.stopImmediately();
    try {
      await outlastPublicReadCache();
      for (const url of pages) {
        const res = await app.inject({ method: 'GET', url });
        expect({ url, status: res.statusCode, cacheControl: res.headers['cache-control'] }).toEqual({ url, status: 200, cacheControl: 'no-store' });
        expect(res.body).toBe(up.get(url));
      }
      // A page not rendered since the start: the shell with the site's name, its app shows its own error states.
      const contact = await app.inject({ method: 'GET', url: '/contact' });
      expect(contact.statusCode).toBe(200);
      expect(contact.body).toContain('<title>AGENCY</title>');
    } finally {
      cluster.start();
    }
    expect(await healthStatusWithin(app, 30_000)).toBe(200);
  }, 120_000);
});
