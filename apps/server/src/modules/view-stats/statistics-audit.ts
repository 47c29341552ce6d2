import { findMonthClosure, monthTotal, type ClosureTable } from '../../db/month-closures';
import type { YearMonth } from '../../lib/year-month';
import type { AuditKind } from '../audit/audit-kind';
import { noPublicPaths } from '../purge/public-urls';

/** What the history keeps of a statistics month: whether it is closed, by whom, and its total then. */
export interface StatisticsMonthState {
  closed: boolean;
  closedBy: string | null;
  total: number;
}

const CLOSURES: Record<string, ClosureTable> = { views: 'artist_view_month_closures', traffic: 'traffic_month_closures' };

/** The key of a statistics month: `views:2026-11` or `traffic:2026-11`. */
export const statisticsKey = (statistic: 'views' | 'traffic', { year, month }: YearMonth) => `${statistic}:${year}-${String(month).padStart(2, '0')}`;

/** Month closings (SPEC's manual updates): recorded, never restored (the counters moved on since). */
export const statisticsKind: AuditKind<StatisticsMonthState> = {
  type: 'statistics',
  async snapshot(trx, key) {
    const match = /^(views|traffic):(\d{4})-(\d{2})$/.exec(key);
    if (!match) return null;
    const [, statistic, year, month] = match as unknown as [string, string, string, string];
    const yearMonth = { year: Number(year), month: Number(month) };
    const table = CLOSURES[statistic]!;
    const closure = await findMonthClosure(trx, table, yearMonth);
    return { closed: closure !== undefined, closedBy: closure?.closed_by ?? null, total: await monthTotal(trx, table, yearMonth) };
  },
  label: (_state, key) => (key.startsWith('views:') ? `아티스트 조회수 ${key.slice(6)} 마감` : `유입 경로 ${key.slice(8)} 마감`),
  publicPaths: noPublicPaths,
  restorable: false,
};
