import { VIEWS_MONTH_EXISTS, VIEWS_TREND_MONTHS, type MonthlyArtistViews, type ViewsData, type ViewsTrend } from '@agency/contract/view-stats';
import type { MonthClosedBy, MonthClosures } from '@agency/contract/month-closures';
import type { Db } from '../../db/database';
import { insertMonthClosure, listMonthClosures } from '../../db/month-closures';
import { ConflictError } from '../../errors';
import { inTransaction } from '../../db/transaction';
import type { Actor } from '../audit/audit-kind';
import type { AuditLog } from '../audit/audit-log';
import { statisticsKey, statisticsKind } from './statistics-audit';
import type { Clock } from '../../lib/clock';
import { endedMonthIn, formatYearMonth, previousMonth, yearMonthIn, type YearMonth } from '../../lib/year-month';
import { listArtistsWithMonthViews, listMonthViews, listMonthViewsSince, listMonthsWithViews } from './view-stats-repository';

const byKorName = (a: { korName: string }, b: { korName: string }) => a.korName.localeCompare(b.korName, 'ko');

/**
 * Artist view statistics. The counters themselves (artists.views and artist_monthly_views) are
 * written by the artists module on each public detail view, keyed by the month in the stats time zone.
 */
export function createViewStatsService({ db, clock, timeZone, audit }: { db: Db; clock: Clock; timeZone: string; audit: AuditLog }) {
  const service = {
    async viewsData(): Promise<ViewsData> {
      const current = yearMonthIn(clock.now(), timeZone);
      const currentYearMonth = formatYearMonth(current);
      const [artists, months] = await Promise.all([listArtistsWithMonthViews(db, current), listMonthsWithViews(db)]);
      const currentMonthData = artists
        .map((a) => ({ korName: a.kor_name, engName: a.eng_name, views: Number(a.month_views), urlName: a.url_name }))
        .sort((a, b) => b.views - a.views || byKorName(a, b));
      const totalRankingData = artists
        .map((a) => ({
          korName: a.kor_name,
          engName: a.eng_name,
          totalViews: Number(a.views),
          currentMonthViews: Number(a.month_views),
          mainImage: a.main_image,
          urlName: a.url_name,
        }))
        .sort((a, b) => b.totalViews - a.totalViews || b.currentMonthViews - a.currentMonthViews || byKorName(a, b));
      const availableMonths = months.map(formatYearMonth).filter((m) => m < currentYearMonth);
      return { currentMonthData, totalRankingData, availableMonths, currentYearMonth };
    },

    /** Views per month of every artist over the trend's months (this month and the ones before). */
    async trend(): Promise<ViewsTrend> {
      const months: YearMonth[] = [yearMonthIn(clock.now(), timeZone)];
      while (months.length < VIEWS_TREND_MONTHS) months.unshift(previousMonth(months[0]!));
      const keys = months.map(formatYearMonth);
      const [artists, rows] = await Promise.all([listArtistsWithMonthViews(db, months.at(-1)!), listMonthViewsSince(db, months[0]!)]);
      const views = new Map(artists.map((artist) => [artist.url_name, keys.map(() => 0)]));
      for (const row of rows) {
        const index = keys.indexOf(formatYearMonth(row));
        const series = views.get(row.url_name);
        if (series && index >= 0) series[index] = Number(row.views);
      }
      return { months: keys, artists: [...views].map(([urlName, series]) => ({ urlName, views: series })) };
    },

    async monthlyData(month: YearMonth): Promise<MonthlyArtistViews> {
      const rows = await listMonthViews(db, month);
      return rows.map((r) => ({
        artistKorName: r.kor_name,
        artistEngName: r.eng_name,
        monthlyViews: Number(r.views),
        artistId: r.id,
      }));
    },

    /** Makes `month`'s view rows final; ConflictError when it is already closed. */
    async closeMonth(month: YearMonth, by: MonthClosedBy, actor?: Actor): Promise<YearMonth> {
      await inTransaction(db, async (trx) => {
        const change = actor ? await audit.begin(trx, statisticsKind, statisticsKey('views', month)) : undefined;
        if (!(await insertMonthClosure(trx, 'artist_view_month_closures', month, clock.now().toISOString(), by))) throw new ConflictError(VIEWS_MONTH_EXISTS);
        if (actor) await change?.record(actor, 'statistics.close-views');
      });
      return month;
    },

    /** Closes the month that just ended in the stats time zone (`actor`: an admin's button, recorded in the history). */
    closeEndedMonth(by: MonthClosedBy, actor?: Actor): Promise<YearMonth> {
      return service.closeMonth(endedMonthIn(clock.now(), timeZone), by, actor);
    },

    /** Every closed month, also those without views, and who closed it. */
    monthClosures(): Promise<MonthClosures> {
      return listMonthClosures(db, 'artist_view_month_closures', endedMonthIn(clock.now(), timeZone));
    },
  };
  return service;
}
