import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '@test/build-test-app';
import { ConflictError } from '../errors';
import { createMonthlyRolloverJob } from './monthly-rollover-job';
import { buildSecondInstance } from '@test/second-instance';

const silentLog = { info: () => {}, error: () => {}, warn: () => {} } as never;

describe('monthly rollover job', () => {
  it('catches up at start-up after the server was down at the month boundary', async () => {
    const t = await buildTestApp({ now: '2026-11-15T03:00:00.000Z' });
    try {
      for (let i = 0; i < 4; i++) {
        await t.app.inject({ method: 'POST', url: '/api/traffic/track', payload: { source: 'google' } });
      }
      await t.app.close();

      // Back on December 3 (Seoul): start-up closes November for traffic and views.
      const restarted = await buildSecondInstance(t, { now: '2026-12-03T01:00:00.000Z' });
      try {
        const db = t.database.handle.db;
        expect(await db.selectFrom('traffic_monthly').select(['year', 'month', 'source_name', 'monthly_count']).execute()).toEqual([
          { year: 2026, month: 11, source_name: 'google', monthly_count: 4 },
        ]);
        expect(await db.selectFrom('traffic_sources').select(['name', 'count']).execute()).toEqual([{ name: 'google', count: 0 }]);
        const viewClosures = await db.selectFrom('artist_view_month_closures').select(['year', 'month']).orderBy('month').execute();
        expect(viewClosures).toEqual([{ year: 2026, month: 10 }, { year: 2026, month: 11 }]);
        expect(await restarted.app.monthlyRollover.runOnce()).toEqual({ traffic: 'already-closed', views: 'already-closed' });
      } finally {
        await restarted.close();
      }
    } finally {
      await t.database.destroy();
    }
  });

  it('closes the new month on its next check after the boundary in Seoul, once', async () => {
    const t = await buildTestApp({ now: '2026-11-30T14:00:00.000Z' });
    try {
      expect(await t.app.monthlyRollover.runOnce()).toEqual({ traffic: 'already-closed', views: 'already-closed' });
      t.clock.set('2026-11-30T15:00:00.000Z');
      expect(await t.app.monthlyRollover.runOnce()).toEqual({ traffic: 'closed', views: 'closed' });
      expect(await t.app.monthlyRollover.runOnce()).toEqual({ traffic: 'already-closed', views: 'already-closed' });
    } finally {
      await t.close();
    }
  });

  it('lists a month the job closed without a single count, saying the job closed it; a manual close says manual', async () => {
    const t = await buildTestApp({ now: '2026-11-30T14:00:00.000Z' });
    try {
      const auth = { authorization: `Bearer ${await t.adminToken()}` };
      const closures = async () => ({
        traffic: (await t.app.inject({ url: '/api/admin/traffic/monthClosures', headers: auth })).json(),
        views: (await t.app.inject({ url: '/api/admin/artist/viewsMonthClosures', headers: auth })).json(),
      });
      // Start-up closed October (Seoul) with nothing counted: the monthly rows are empty, the closure is listed.
      expect((await t.app.inject({ url: '/api/traffic/monthly-stats', headers: auth })).json()).toEqual([]);
      const october = { yearMonth: '2026-10', closedAt: '2026-11-30T14:00:00.000Z', closedBy: 'job' };
      expect(await closures()).toEqual({ traffic: { lastMonth: '2026-10', closures: [october] }, views: { lastMonth: '2026-10', closures: [october] } });

      t.clock.set('2026-12-01T00:00:00.000Z');
      expect((await t.app.inject({ method: 'PUT', url: '/api/admin/updateTrafficDataManuallyAndReset', headers: auth })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'PUT', url: '/api/admin/artist/updateViewsManually', headers: auth })).statusCode).toBe(200);
      const november = { yearMonth: '2026-11', closedAt: '2026-12-01T00:00:00.000Z', closedBy: 'manual' };
      const both = { lastMonth: '2026-11', closures: [november, october] };
      expect(await closures()).toEqual({ traffic: both, views: both });
      expect((await t.app.inject({ url: '/api/admin/traffic/monthClosures' })).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('reports a failure without throwing, still runs the other rollover, and retries on its timer', async () => {
    const closeTrafficMonth = vi.fn().mockRejectedValue(new Error('database down'));
    const closeViewsMonth = vi.fn().mockRejectedValue(new ConflictError('closed'));
    const job = createMonthlyRolloverJob({ closeTrafficMonth, closeViewsMonth, log: silentLog, intervalMs: 10 });
    expect(await job.runOnce()).toEqual({ traffic: 'failed', views: 'already-closed' });
    job.start();
    await vi.waitFor(() => expect(closeTrafficMonth.mock.calls.length).toBeGreaterThanOrEqual(3));
    await job.stop();
    const calls = closeTrafficMonth.mock.calls.length;
    await new Promise((r) => setTimeout(r, 50));
    expect(closeTrafficMonth.mock.calls.length).toBe(calls);
  });
});
