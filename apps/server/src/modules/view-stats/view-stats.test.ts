import { VIEWS_MONTH_EXISTS, viewsDataSchema, viewsTrendSchema } from '@agency/contract/view-stats';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@test/build-test-app';
import type { Db } from '../../db/database';
import { artistColumns } from '@test/factories/artist-input';
import { adminToken, concurrentInstances } from '@test/second-instance';

const DECEMBER_IN_SEOUL = '2026-11-30T15:00:00.000Z';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ now: '2026-11-15T03:00:00.000Z' });
});
afterEach(() => t.close());

let seq = 0;
/** Factory: one artist row with overrides. */
async function insertArtist(db: Db, overrides: { korName?: string; engName?: string; urlName?: string; isHidden?: boolean } = {}) {
  seq++;
  const now = new Date().toISOString();
  const row = await db
    .insertInto('artists')
    .values({
      ...artistColumns({
        urlName: overrides.urlName ?? `artist-${seq}`,
        korName: overrides.korName ?? `아티스트${seq}`,
        engName: overrides.engName ?? `Artist ${seq}`,
        mainImage: `/media/artists/${seq}.jpg`,
      }),
      priority: seq,
      views: 0,
      is_hidden: overrides.isHidden ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What the artists module does per public view: the total and the month's counter. */
async function addViews(db: Db, artistId: number, year: number, month: number, views: number) {
  await db
    .insertInto('artist_monthly_views')
    .values({ artist_id: artistId, year, month, views })
    .onConflict((oc) => oc.columns(['artist_id', 'year', 'month']).doUpdateSet((eb) => ({ views: eb('artist_monthly_views.views', '+', views) })))
    .execute();
  await db.updateTable('artists').set((eb) => ({ views: eb('views', '+', views) })).where('id', '=', artistId).execute();
}

async function admin(method: 'GET' | 'PUT', url: string, app = t.app) {
  return app.inject({ method, url, headers: { authorization: `Bearer ${await adminToken(t)}` } });
}

describe('GET /api/admin/artist/fetchViewsData', () => {
  it('ranks this month and all time by views, and lists past months with data as YYYY-MM, newest first', async () => {
    const db = t.database.handle.db;
    const kim = await insertArtist(db, { korName: '김', engName: 'Kim', urlName: 'kim' });
    const lee = await insertArtist(db, { korName: '이', engName: 'Lee', urlName: 'lee', isHidden: true });
    const park = await insertArtist(db, { korName: '박', engName: 'Park', urlName: 'park' });
    await addViews(db, kim, 2026, 9, 50);
    await addViews(db, kim, 2026, 11, 2);
    await addViews(db, lee, 2026, 10, 5);
    await addViews(db, lee, 2026, 11, 7);
    await addViews(db, park, 2025, 12, 1);

    const res = await admin('GET', '/api/admin/artist/fetchViewsData');
    expect(res.statusCode).toBe(200);
    const data = viewsDataSchema.parse(res.json());
    expect(data.currentYearMonth).toBe('2026-11');
    expect(data.availableMonths).toEqual(['2026-10', '2026-09', '2025-12']);
    expect(data.currentMonthData).toEqual([
      { korName: '이', engName: 'Lee', views: 7, urlName: 'lee' },
      { korName: '김', engName: 'Kim', views: 2, urlName: 'kim' },
      { korName: '박', engName: 'Park', views: 0, urlName: 'park' },
    ]);
    expect(data.totalRankingData).toEqual([
      { korName: '김', engName: 'Kim', totalViews: 52, currentMonthViews: 2, mainImage: expect.any(String), urlName: 'kim' },
      { korName: '이', engName: 'Lee', totalViews: 12, currentMonthViews: 7, mainImage: expect.any(String), urlName: 'lee' },
      { korName: '박', engName: 'Park', totalViews: 1, currentMonthViews: 0, mainImage: expect.any(String), urlName: 'park' },
    ]);
  });

  it('takes the month in Seoul: 15:00 UTC on November 30 is already December', async () => {
    const db = t.database.handle.db;
    const kim = await insertArtist(db);
    await addViews(db, kim, 2026, 11, 4);
    t.clock.set(DECEMBER_IN_SEOUL);
    const data = (await admin('GET', '/api/admin/artist/fetchViewsData')).json();
    expect(data.currentYearMonth).toBe('2026-12');
    expect(data.availableMonths).toEqual(['2026-11']);
    expect(data.currentMonthData[0].views).toBe(0);
  });

  it('answers empty lists without artists', async () => {
    const data = (await admin('GET', '/api/admin/artist/fetchViewsData')).json();
    expect(data).toEqual({ currentMonthData: [], totalRankingData: [], availableMonths: [], currentYearMonth: '2026-11' });
  });

  it('needs an admin token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/artist/fetchViewsData' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/artist/viewsTrend', () => {
  it("gives every artist's views per month over the last 12 months, oldest first, 0 for months without views", async () => {
    const db = t.database.handle.db;
    const kim = await insertArtist(db, { urlName: 'kim' });
    await insertArtist(db, { urlName: 'lee', isHidden: true });
    await addViews(db, kim, 2025, 11, 50); // 13 months ago: outside
    await addViews(db, kim, 2025, 12, 4);
    await addViews(db, kim, 2026, 10, 3);
    await addViews(db, kim, 2026, 11, 7);
    const res = await admin('GET', '/api/admin/artist/viewsTrend');
    expect(res.statusCode).toBe(200);
    const trend = viewsTrendSchema.parse(res.json());
    expect(trend.months).toEqual(['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    expect(trend.artists).toHaveLength(2);
    expect(trend.artists.find((artist) => artist.urlName === 'kim')?.views).toEqual([4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 7]);
    expect(trend.artists.find((artist) => artist.urlName === 'lee')?.views).toEqual(Array(12).fill(0));
  });

  it("ends with this month in the stats time zone, across the year's end", async () => {
    t.clock.set('2026-12-31T15:00:00.000Z'); // January 2027 in Seoul
    const trend = viewsTrendSchema.parse((await admin('GET', '/api/admin/artist/viewsTrend')).json());
    expect(trend.months[0]).toBe('2026-02');
    expect(trend.months.at(-1)).toBe('2027-01');
    expect(trend.artists).toEqual([]);
  });

  it('needs an admin token', async () => {
    expect((await t.app.inject({ url: '/api/admin/artist/viewsTrend' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/artist/monthlyData/{year}/{month}', () => {
  it('lists the month sorted by views, descending', async () => {
    const db = t.database.handle.db;
    const kim = await insertArtist(db, { korName: '김', engName: 'Kim' });
    const lee = await insertArtist(db, { korName: '이', engName: 'Lee' });
    await addViews(db, kim, 2026, 10, 3);
    await addViews(db, lee, 2026, 10, 9);
    await addViews(db, kim, 2026, 11, 100);
    for (const url of ['/api/admin/artist/monthlyData/2026/10', '/api/admin/artist/monthlyData/2026/10/']) {
      const res = await admin('GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { artistKorName: '이', artistEngName: 'Lee', monthlyViews: 9, artistId: lee },
        { artistKorName: '김', artistEngName: 'Kim', monthlyViews: 3, artistId: kim },
      ]);
    }
    expect((await admin('GET', '/api/admin/artist/monthlyData/2026/09')).json()).toEqual([]);
  });

  it('answers an empty list for a month without data', async () => {
    const res = await admin('GET', '/api/admin/artist/monthlyData/2020/1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it.each(['2026/13', '2026/0', '2026/-1', '2026/1.5', '2026/x', 'abcd/1', '20x6/1', '0x7ea/1', '26/1', '1e3/1', '2026/001', '2026/ 1'])(
    'answers 400 with a message for %s',
    async (path) => {
      const res = await admin('GET', `/api/admin/artist/monthlyData/${path}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    },
  );

  it('needs an admin token (checked before the parameters)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/artist/monthlyData/2026/13' })).statusCode).toBe(401);
  });
});

describe('PUT /api/admin/artist/updateViewsManually', () => {
  it('closes the month that just ended once, then answers 409', async () => {
    // At start-up (November 15) the monthly job closed October already.
    const october = await admin('PUT', '/api/admin/artist/updateViewsManually');
    expect(october.statusCode).toBe(409);
    expect(october.json()).toEqual({ message: VIEWS_MONTH_EXISTS });

    t.clock.set(DECEMBER_IN_SEOUL);
    const november = await admin('PUT', '/api/admin/artist/updateViewsManually');
    expect(november.statusCode).toBe(200);
    expect(november.headers['content-type']).toMatch(/^text\/plain/);
    expect(november.body).toBe('2026년 11월 조회수 데이터가 확정되었습니다.');
    const closures = await t.database.handle.db.selectFrom('artist_view_month_closures').select(['year', 'month']).orderBy('month').execute();
    expect(closures).toEqual([{ year: 2026, month: 10 }, { year: 2026, month: 11 }]);

    const again = await admin('PUT', '/api/admin/artist/updateViewsManually');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(VIEWS_MONTH_EXISTS);
  });

  it('closes the month exactly once when two instances and their jobs run at the same time', async () => {
    const second = await concurrentInstances(t);
    try {
      t.clock.set(DECEMBER_IN_SEOUL);
      second.clock.set(DECEMBER_IN_SEOUL);
      const [a, b, jobA, jobB] = await Promise.all([
        admin('PUT', '/api/admin/artist/updateViewsManually'),
        admin('PUT', '/api/admin/artist/updateViewsManually', second.app),
        t.app.monthlyRollover.runOnce(),
        second.app.monthlyRollover.runOnce(),
      ]);
      expect([a.statusCode === 200, b.statusCode === 200, jobA.views === 'closed', jobB.views === 'closed'].filter(Boolean)).toHaveLength(1);
      expect([a, b].filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 409)).toBe(true);
      expect([jobA.views, jobB.views].every((o) => o !== 'failed')).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('needs an admin token', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/artist/updateViewsManually' })).statusCode).toBe(401);
  });
});
