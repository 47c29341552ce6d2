import { TRAFFIC_MONTH_EXISTS, TRAFFIC_UPDATE_SUCCESS } from '@agency/contract/traffic';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { adminToken, concurrentInstances } from '@test/second-instance';
import { TRACK_RATE_LIMIT } from './traffic-routes';
import { MAX_NEW_SOURCES_PER_DAY } from './traffic-service';

/** 2026-12-01 00:00 in Seoul: November has just ended there (still November 30 in UTC). */
const DECEMBER_IN_SEOUL = '2026-11-30T15:00:00.000Z';
const LAST_SECOND_OF_NOVEMBER_IN_SEOUL = '2026-11-30T14:59:59.999Z';

let t: TestApp;
let ip = 0;
/** Each call from its own address, so the per-IP limit stays out of the way unless a test wants it. */
const track = (body: unknown, remoteAddress = `10.9.${Math.floor(++ip / 250) % 250}.${ip % 250}`) =>
  t.app.inject({ method: 'POST', url: '/api/traffic/track', payload: body as object, remoteAddress });

async function admin(method: 'GET' | 'PUT', url: string, app = t.app) {
  return app.inject({ method, url, headers: { authorization: `Bearer ${await adminToken(t)}` } });
}
const counters = async () =>
  Object.fromEntries(((await admin('GET', '/api/traffic/stats')).json() as { name: string; count: number }[]).map((s) => [s.name, s.count]));
const monthly = async () => (await admin('GET', '/api/traffic/monthly-stats')).json() as Record<string, unknown>[];

beforeEach(async () => {
  t = await buildTestApp({ now: '2026-11-15T03:00:00.000Z' });
});
afterEach(() => t.close());

describe('POST /api/traffic/track', () => {
  it('answers 204 and counts the trimmed, lower-cased source', async () => {
    const res = await track({ source: '  Google ' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    await track({ source: 'google' });
    await track({ source: 'ref_Partner.site-1' });
    const stats = (await admin('GET', '/api/traffic/stats')).json();
    expect(stats).toEqual([
      { id: expect.any(Number), name: 'google', count: 2, createdAt: '2026-11-15T03:00:00.000Z', updatedAt: '2026-11-15T03:00:00.000Z' },
      expect.objectContaining({ name: 'ref_partner.site-1', count: 1 }),
    ]);
  });

  it('updates updatedAt and keeps createdAt', async () => {
    await track({ source: 'naver' });
    t.clock.set('2026-11-16T00:00:00.000Z');
    await track({ source: 'naver' });
    const [naver] = (await admin('GET', '/api/traffic/stats')).json();
    expect(naver).toMatchObject({ count: 2, createdAt: '2026-11-15T03:00:00.000Z', updatedAt: '2026-11-16T00:00:00.000Z' });
  });

  it.each([
    ['empty', { source: '' }],
    ['blank', { source: '   ' }],
    ['without a letter or digit', { source: '!!! ?' }],
    ['far too long', { source: 'a'.repeat(501) }],
    ['not a string', { source: 3 }],
    ['missing', {}],
    ['an unknown key', { source: 'google', extra: 1 }],
  ])('answers 400 with a message for a source that is %s, and counts nothing', async (_name, body) => {
    const res = await track(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await counters()).toEqual({});
  });

  it('counts every real campaign name once, in one spelling: spaces to _, Hangul kept, other signs dropped, 64 characters', async () => {
    for (const source of ['Spring Sale', ' spring  sale ', 'SPRING_SALE', 'ref_블로그', 'ref_블로그', 'naver!', 'a'.repeat(70)]) {
      expect((await track({ source })).statusCode).toBe(204);
    }
    // The same Hangul sent decomposed (as macOS may send it) is the same name.
    expect((await track({ source: 'ref_블로그'.normalize('NFD') })).statusCode).toBe(204);
    expect(await counters()).toEqual({ spring_sale: 3, ref_블로그: 3, naver: 1, ['a'.repeat(64)]: 1 });
  });

  it('lets one address create at most 10 new names a day; the rest count as unknown, known names always count', async () => {
    const from = '10.201.0.1';
    for (let i = 0; i < MAX_NEW_SOURCES_PER_DAY + 3; i++) expect((await track({ source: `campaign_${i}` }, from)).statusCode).toBe(204);
    await track({ source: 'instagram' }, from);
    await track({ source: 'campaign_0' }, from);
    const stats = await counters();
    expect(Object.keys(stats).filter((name) => name.startsWith('campaign_'))).toHaveLength(MAX_NEW_SOURCES_PER_DAY);
    expect(stats).toMatchObject({ unknown: 3, instagram: 1, campaign_0: 2 });
    // Another address, and the same one the next day, may name new campaigns again.
    await track({ source: 'other_address' }, '10.201.0.2');
    t.clock.advance(24 * 60 * 60 * 1000);
    await track({ source: 'next_day' }, from);
    expect(await counters()).toMatchObject({ other_address: 1, next_day: 1 });
  });

  it('holds the daily limit when new names arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => track({ source: `burst_${i}` }, '10.202.0.1')));
    expect(answers.every((res) => res.statusCode === 204)).toBe(true);
    const stats = await counters();
    expect(Object.keys(stats).filter((name) => name.startsWith('burst_'))).toHaveLength(MAX_NEW_SOURCES_PER_DAY);
    expect(stats.unknown).toBe(30 - MAX_NEW_SOURCES_PER_DAY);
  });

  it('counts 200 parallel calls exactly', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => track({ source: i % 2 === 0 ? 'instagram' : 'direct' })),
    );
    expect(results.every((r) => r.statusCode === 204)).toBe(true);
    expect(await counters()).toEqual({ instagram: 100, direct: 100 });
  });

  it('limits one IP without affecting others or other routes', async () => {
    for (let i = 0; i < TRACK_RATE_LIMIT.max; i++) {
      expect((await track({ source: 'google' }, '10.200.0.1')).statusCode).toBe(204);
    }
    const limited = await track({ source: 'google' }, '10.200.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toEqual(expect.any(String));
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await track({ source: 'google' }, '10.200.0.2')).statusCode).toBe(204);
    expect((await counters()).google).toBe(TRACK_RATE_LIMIT.max + 1);
    for (let i = 0; i < TRACK_RATE_LIMIT.max + 5; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.200.0.1' });
      expect(res.statusCode).not.toBe(429);
    }
  });
});

describe('admin traffic calls', () => {
  it.each([
    ['GET', '/api/traffic/stats'],
    ['GET', '/api/traffic/monthly-stats'],
    ['PUT', '/api/admin/updateTrafficDataManuallyAndReset'],
  ] as const)('%s %s needs an admin token', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(401);
  });

  it('answers empty lists before any data', async () => {
    expect((await admin('GET', '/api/traffic/stats')).json()).toEqual([]);
    expect(await monthly()).toEqual([]);
  });
});

describe('PUT /api/admin/updateTrafficDataManuallyAndReset', () => {
  async function trackNovember() {
    for (const [source, n] of [['google', 3], ['naver', 2], ['direct', 1]] as const) {
      for (let i = 0; i < n; i++) await track({ source });
    }
  }

  it('writes the month that just ended in Seoul and resets the counters', async () => {
    await trackNovember();
    t.clock.set(DECEMBER_IN_SEOUL);
    const res = await admin('PUT', '/api/admin/updateTrafficDataManuallyAndReset');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(TRAFFIC_UPDATE_SUCCESS);
    expect(await monthly()).toEqual([
      { year: 2026, month: 11, sourceName: 'google', monthlyCount: 3, createdAt: DECEMBER_IN_SEOUL },
      { year: 2026, month: 11, sourceName: 'naver', monthlyCount: 2, createdAt: DECEMBER_IN_SEOUL },
      { year: 2026, month: 11, sourceName: 'direct', monthlyCount: 1, createdAt: DECEMBER_IN_SEOUL },
    ]);
    expect(await counters()).toEqual({ google: 0, naver: 0, direct: 0 });
  });

  it('answers 409 for a month already closed and changes nothing', async () => {
    await trackNovember();
    t.clock.set(DECEMBER_IN_SEOUL);
    expect((await admin('PUT', '/api/admin/updateTrafficDataManuallyAndReset')).statusCode).toBe(200);
    await track({ source: 'google' });
    const before = { monthly: await monthly(), counters: await counters() };
    const again = await admin('PUT', '/api/admin/updateTrafficDataManuallyAndReset');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: TRAFFIC_MONTH_EXISTS });
    expect({ monthly: await monthly(), counters: await counters() }).toEqual(before);
  });

  it('on the last millisecond of November in Seoul, the month that just ended is October (closed at start-up)', async () => {
    await trackNovember();
    t.clock.set(LAST_SECOND_OF_NOVEMBER_IN_SEOUL);
    const res = await admin('PUT', '/api/admin/updateTrafficDataManuallyAndReset');
    expect(res.statusCode).toBe(409);
    expect(await counters()).toEqual({ google: 3, naver: 2, direct: 1 });
  });

  it('lists months newest first', async () => {
    await trackNovember();
    t.clock.set(DECEMBER_IN_SEOUL);
    await admin('PUT', '/api/admin/updateTrafficDataManuallyAndReset');
    await track({ source: 'kakao' });
    t.clock.set('2026-12-31T15:00:00.000Z');
    await admin('PUT', '/api/admin/updateTrafficDataManuallyAndReset');
    const rows = await monthly();
    expect(rows.map((r) => `${r.year}-${r.month}:${r.sourceName}`)).toEqual([
      '2026-12:kakao',
      '2026-11:google',
      '2026-11:naver',
      '2026-11:direct',
    ]);
  });

  it('loses and doubles no increment that arrives during the rollover', async () => {
    await trackNovember();
    t.clock.set(DECEMBER_IN_SEOUL);
    const during = Array.from({ length: 100 }, () => track({ source: 'google' }));
    const [reset] = await Promise.all([admin('PUT', '/api/admin/updateTrafficDataManuallyAndReset'), ...during]);
    expect(reset.statusCode).toBe(200);
    const november = (await monthly()).find((r) => r.sourceName === 'google')!.monthlyCount as number;
    expect(november).toBeGreaterThanOrEqual(3);
    expect(november + (await counters()).google!).toBe(103);
  });

  it('closes the month exactly once when two instances and their jobs run at the same time', async () => {
    await trackNovember();
    const second = await concurrentInstances(t);
    try {
      t.clock.set(DECEMBER_IN_SEOUL);
      second.clock.set(DECEMBER_IN_SEOUL);
      const [a, b, jobA, jobB] = await Promise.all([
        admin('PUT', '/api/admin/updateTrafficDataManuallyAndReset'),
        admin('PUT', '/api/admin/updateTrafficDataManuallyAndReset', second.app),
        t.app.monthlyRollover.runOnce(),
        second.app.monthlyRollover.runOnce(),
      ]);
      const successes = [a.statusCode === 200, b.statusCode === 200, jobA.traffic === 'closed', jobB.traffic === 'closed'];
      expect(successes.filter(Boolean)).toHaveLength(1);
      expect([a, b].filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 409)).toBe(true);
      expect([jobA.traffic, jobB.traffic].every((o) => o === 'closed' || o === 'already-closed')).toBe(true);
      expect((await monthly()).map((r) => r.monthlyCount)).toEqual([3, 2, 1]);
      expect(await counters()).toEqual({ google: 0, naver: 0, direct: 0 });
    } finally {
      await second.close();
    }
  });
});
