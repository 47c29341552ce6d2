import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { get } from '@test/cdn/plain-get';
import { artistInput } from '@test/factories/artist-input';
import { startRedis, type TestRedis } from '@test/redis-server';
import { buildSecondInstance, type SecondInstance } from '@test/second-instance';
import { msUntil } from '@test/time-until';
import { SUBMIT_RATE_LIMIT } from '../../src/modules/inquiries/inquiries-routes';

const inquiry = { title: '촬영 문의', email: 'brand@example.com', phone: '010-1234-5678', name: '담당자', message: '문의합니다', privacyConsent: true };
/** PUBLIC_READ_CACHE_MS of both instances (the default): what an instance may serve without hearing the others. */
const CACHE_MS = 1000;

/**
 * Two instances on one database and one Redis that goes away (decision 095): while an instance cannot hear the
 * other's writes its answers live PUBLIC_READ_CACHE_MS (not the 60 s of decision 088), and rate limits hold per
 * instance instead of not at all. B answers over real HTTP, so its answers from memory (plugins/hot-answers.ts) are
 * part of what is checked.
 */
describe('instances sharing one Redis while it is down or silent', () => {
  let redis: TestRedis;
  let a: TestApp;
  let b: SecondInstance;
  let bBase: string;
  let auth: { authorization: string };
  let edits = 0;

  const rosterNameOnB = async (urlName: string) => {
    const roster = JSON.parse((await get(bBase, '/api/artist/getAll')).body) as { urlName: string; korName: string }[];
    return roster.find((artist) => artist.urlName === urlName)?.korName;
  };
  /** Renames the artist on A; the new name. */
  const renameOnA = async (urlName: string) => {
    const edit = await a.app.inject({ method: 'GET', url: `/api/artist/getDetailsForEdit/${urlName}`, headers: auth });
    const { id: _id, views: _views, isHidden: _hidden, version, ...body } = edit.json() as Record<string, unknown>;
    const korName = `새 이름 ${++edits}`;
    const saved = await a.app.inject({ method: 'PUT', url: `/api/admin/updateArtist/${urlName}`, headers: { ...auth, 'if-match': `"${String(version)}"` }, payload: { ...body, korName } });
    expect(saved.statusCode, saved.body).toBe(200);
    return korName;
  };
  /** How long B takes to show A's rename (Infinity beyond `limitMs`). */
  const msUntilBShowsRename = async (urlName: string, limitMs: number) => {
    const korName = await renameOnA(urlName);
    return msUntil(async () => (await rosterNameOnB(urlName)) === korName, limitMs);
  };
  const submit = (app: TestApp['app'], remoteAddress: string) => app.inject({ method: 'POST', url: '/api/mail/submit', payload: inquiry, remoteAddress });

  beforeAll(async () => {
    redis = await startRedis();
    const env = { REDIS_URL: redis.url, PUBLIC_READ_CACHE_MS: String(CACHE_MS), SITE_URL: 'https://agency.example' };
    a = await buildTestApp({ env });
    b = await buildSecondInstance(a, { env });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    bBase = `http://127.0.0.1:${(b.app.server.address() as { port: number }).port}`;
    auth = { authorization: `Bearer ${await a.adminToken()}` };
    const created = await a.app.inject({ method: 'POST', url: '/api/admin/createArtist', headers: auth, payload: artistInput({ urlName: 'outage-one', korName: '처음 이름' }) });
    expect(created.statusCode, created.body).toBe(200);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await redis?.stop();
  });

  it('serves an edit made on another instance within PUBLIC_READ_CACHE_MS while Redis is down (not 60 s)', async () => {
    expect(await rosterNameOnB('outage-one')).toBe('처음 이름');
    // With Redis up, B keeps its answer for 60 s and hears A's write at once.
    expect(await msUntilBShowsRename('outage-one', 1000)).toBeLessThan(200);
    expect(await rosterNameOnB('outage-one')).toBe(`새 이름 ${edits}`);

    await redis.stop();
    for (let round = 0; round < 2; round++) {
      // B's answer is in memory again when A writes; B may not serve it longer than its own cache time.
      await rosterNameOnB('outage-one');
      expect(await msUntilBShowsRename('outage-one', 5000)).toBeLessThan(CACHE_MS + 1000);
    }
  });

  it('holds the inquiry rate limit per instance while Redis is down (not no limit)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SUBMIT_RATE_LIMIT.max * 2; i += 1) statuses.push((await submit(a.app, '198.51.100.40')).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(SUBMIT_RATE_LIMIT.max);
    expect(statuses.slice(SUBMIT_RATE_LIMIT.max).every((status) => status === 429)).toBe(true);
    // Each instance counts on its own meanwhile.
    expect((await submit(b.app, '198.51.100.40')).statusCode).toBe(200);
  });

  it('shares the limits and the invalidation again once Redis is back, and keeps answers longer again', async () => {
    await redis.start();
    // Both instances back (ioredis retries within 2 s): both subscribers subscribed and both command connections open.
    const observer = new Redis(redis.url, { lazyConnect: true });
    await observer.connect();
    try {
      await expect
        .poll(
          async () => {
            const [, subscribers] = (await observer.pubsub('NUMSUB', 'agency:content-changed')) as [string, number];
            const connections = String(await observer.client('LIST')).trim().split('\n').length - 1;
            return { subscribers, connections };
          },
          { timeout: 10_000, interval: 100 },
        )
        .toEqual({ subscribers: 2, connections: 4 });
    } finally {
      observer.disconnect();
    }
    const statuses: number[] = [];
    for (let i = 0; i < SUBMIT_RATE_LIMIT.max + 1; i += 1) statuses.push((await submit(i % 2 === 0 ? b.app : a.app, '198.51.100.42')).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(SUBMIT_RATE_LIMIT.max);
    expect(statuses.at(-1)).toBe(429);

    // B keeps its answer past the outage's cache time again (a change behind the app's back is not seen)...
    const shown = await rosterNameOnB('outage-one');
    await sql`UPDATE artists SET kor_name = ${'몰래 바꾼 이름'} WHERE url_name = ${'outage-one'}`.execute(a.database.handle.db);
    await new Promise((resolve) => setTimeout(resolve, CACHE_MS + 500));
    expect(await rosterNameOnB('outage-one')).toBe(shown);
    // ...and hears A's writes at once.
    expect(await msUntilBShowsRename('outage-one', 1000)).toBeLessThan(200);
  });

  it('treats a Redis that stopped answering as down: limits per instance, answers within the cache time, no hanging request', async () => {
    redis.freeze(true);
    try {
      const started = performance.now();
      const statuses: number[] = [];
      for (let i = 0; i < SUBMIT_RATE_LIMIT.max + 2; i += 1) statuses.push((await submit(a.app, '198.51.100.43')).statusCode);
      // Each call waits for Redis one command timeout (1 s) at most, until the subscriber's ping finds it silent.
      expect(performance.now() - started).toBeLessThan(8000);
      expect(statuses.filter((status) => status === 200)).toHaveLength(SUBMIT_RATE_LIMIT.max);
      expect(statuses.slice(SUBMIT_RATE_LIMIT.max)).toEqual([429, 429]);
      // Found silent within a ping and its timeout (2 s + 1 s); from then on B's answers live 1 s.
      await rosterNameOnB('outage-one');
      expect(await msUntilBShowsRename('outage-one', 8000)).toBeLessThan(6000);
      await rosterNameOnB('outage-one');
      expect(await msUntilBShowsRename('outage-one', 5000)).toBeLessThan(CACHE_MS + 1000);
    } finally {
      redis.freeze(false);
    }
  });
});
