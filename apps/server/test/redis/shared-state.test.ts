import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import { artistInput } from '@test/factories/artist-input';
import { startRedis } from '@test/redis-server';
import { buildSecondInstance, type SecondInstance } from '@test/second-instance';
import { msUntil } from '@test/time-until';
import { SUBMIT_RATE_LIMIT } from '../../src/modules/inquiries/inquiries-routes';

const inquiry = { title: '촬영 문의', email: 'brand@example.com', phone: '010-1234-5678', name: '담당자', message: '문의합니다', privacyConsent: true };

/**
 * Two instances on one database and one Redis (decision 088): rate limits, view de-duplication and the invalidation
 * of cached public reads are shared. (The multi-process test, test/multi-instance, adds the proxy, S3 and the kill.)
 */
describe('instances sharing one Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let a: TestApp;
  let b: SecondInstance;
  let auth: { authorization: string };

  beforeAll(async () => {
    redis = await startRedis();
    // A long cache time: without Redis, B would serve its cached roster for a minute.
    const env = { REDIS_URL: redis.url, PUBLIC_READ_CACHE_MS: '60000' };
    a = await buildTestApp({ env });
    b = await buildSecondInstance(a, { env });
    auth = { authorization: `Bearer ${await a.adminToken()}` };
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await redis?.stop();
  });

  it('holds the inquiry rate limit across both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SUBMIT_RATE_LIMIT.max + 2; i += 1) {
      const app = i % 2 === 0 ? a.app : b.app;
      statuses.push((await app.inject({ method: 'POST', url: '/api/mail/submit', payload: inquiry, remoteAddress: '198.51.100.20' })).statusCode);
    }
    expect(statuses.slice(0, SUBMIT_RATE_LIMIT.max).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(SUBMIT_RATE_LIMIT.max)).toEqual([429, 429]);
    const stored = await a.database.handle.db.selectFrom('inquiries').select('id').execute();
    expect(stored).toHaveLength(SUBMIT_RATE_LIMIT.max);
  });

  it('shows an admin write on one instance on the other within 100 ms', async () => {
    const before = await b.app.inject({ method: 'GET', url: '/api/artist/getAll' });
    expect(before.json()).toEqual([]);
    const created = await a.app.inject({ method: 'POST', url: '/api/admin/createArtist', headers: auth, payload: artistInput({ urlName: 'shared-one' }) });
    expect(created.statusCode, created.body).toBe(200);
    const seenAfter = await msUntil(async () => {
      const roster = (await b.app.inject({ method: 'GET', url: '/api/artist/getAll' })).json() as { urlName: string }[];
      return roster.some((artist) => artist.urlName === 'shared-one');
    }, 1000);
    expect(seenAfter).toBeLessThan(100);
  });

  it('counts one view per visitor whichever instance answers', async () => {
    const visitor = { remoteAddress: '198.51.100.30', headers: { 'user-agent': 'Mozilla/5.0 (iPhone) KAKAOTALK' } };
    await a.app.inject({ method: 'POST', url: '/api/artist/view/shared-one', ...visitor });
    await b.app.inject({ method: 'POST', url: '/api/artist/view/shared-one', ...visitor });
    await b.app.inject({ method: 'GET', url: '/api/artist/getDetails/shared-one', ...visitor });
    await b.app.inject({ method: 'POST', url: '/api/artist/view/shared-one', remoteAddress: '198.51.100.31', headers: visitor.headers });
    const edit = (await a.app.inject({ method: 'GET', url: '/api/artist/getDetailsForEdit/shared-one', headers: auth })).json() as { views: number };
    expect(edit.views).toBe(2);
  });
});
