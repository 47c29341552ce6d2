import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/lib/clock';
import { createViewDedupe, VIEW_DEDUPE_WINDOW_MS } from '../../src/modules/artists/view-dedupe';
import { TRACK_RATE_LIMIT } from '../../src/modules/traffic/traffic-routes';
import { buildTestApp, type TestApp } from '../build-test-app';

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36';

describe('view and traffic inflation from one client', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    auth = { authorization: `Bearer ${await t.adminToken()}` };
    for (const urlName of ['jane', 'other']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/createArtist', headers: auth, payload: { urlName, korName: '제인' } });
      expect(res.statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  const views = async (urlName: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/artist/getDetailsForEdit/${urlName}`, headers: auth })).json().views as number;
  const view = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers: { 'user-agent': BROWSER_UA, ...headers } });

  it('counts one view per IP and artist per window, whatever the spelling of the path', async () => {
    const urls = ['/api/artist/getDetails/jane', '/api/artist/getDetails/JANE', '/api/artist/getDetails/jane/', '/api/artist/getDetails/Jane'];
    for (let i = 0; i < 60; i++) {
      const res = await view(urls[i % urls.length]!, '203.0.113.7', { 'x-forwarded-for': `198.51.100.${i}` });
      // The visitor still gets the page every time: only the counting stops.
      expect(res.statusCode).toBe(200);
    }
    expect(await views('jane')).toBe(1);
    // Another artist, and another visitor, count.
    await view('/api/artist/getDetails/other', '203.0.113.7');
    await view('/api/artist/getDetails/jane', '203.0.113.8');
    expect(await views('other')).toBe(1);
    expect(await views('jane')).toBe(2);
    // After the window the same visitor counts again.
    t.clock.advance(VIEW_DEDUPE_WINDOW_MS - 1000);
    await view('/api/artist/getDetails/jane', '203.0.113.7');
    expect(await views('jane')).toBe(2);
    t.clock.advance(2000);
    await view('/api/artist/getDetails/jane', '203.0.113.7');
    expect(await views('jane')).toBe(3);
  });

  it('limits tracking per IP; a forged X-Forwarded-For does not reset it (TRUST_PROXY off)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < TRACK_RATE_LIMIT.max + 15; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: i % 2 ? '/api/traffic/track' : '/api/traffic/track/',
        remoteAddress: '203.0.113.50',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        payload: { source: 'inflated' },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().message).toEqual(expect.any(String));
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(TRACK_RATE_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const stats = (await t.app.inject({ method: 'GET', url: '/api/traffic/stats', headers: auth })).json() as { name: string; count: number }[];
    expect(stats.find((s) => s.name === 'inflated')?.count).toBe(TRACK_RATE_LIMIT.max);
  });
});

describe('view dedupe memory', () => {
  it('stays bounded, forgetting the oldest visitors first', () => {
    const clock = fixedClock('2026-11-15T03:00:00.000Z');
    const dedupe = createViewDedupe(clock, { maxEntries: 3 });
    expect(['a', 'b', 'c', 'd'].map((ip) => dedupe.shouldCount(ip, 1))).toEqual([true, true, true, true]);
    // 'a' was forgotten (the oldest), the others are still remembered.
    expect(dedupe.shouldCount('d', 1)).toBe(false);
    expect(dedupe.shouldCount('a', 1)).toBe(true);
    expect(dedupe.shouldCount('c', 1)).toBe(false);
  });
});
