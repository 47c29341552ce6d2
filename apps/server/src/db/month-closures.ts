import type { MonthClosedBy, MonthClosure, MonthClosures } from '@agency/contract/month-closures';
import { formatYearMonth, type YearMonth } from '../lib/year-month';
import type { DbOrTx } from './database';

/** The two statistics whose months are closed: traffic counters and artist views. */
export type ClosureTable = 'traffic_month_closures' | 'artist_view_month_closures';

/** Inserts the month's closure row; false when it already exists (the primary key decides, across instances). */
export async function insertMonthClosure(db: DbOrTx, table: ClosureTable, { year, month }: YearMonth, now: string, by: MonthClosedBy): Promise<boolean> {
  const result = await db
    .insertInto(table)
    .values({ year, month, closed_at: now, closed_by: by })
    .onConflict((oc) => oc.columns(['year', 'month']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The month's total of the statistic a closure table closes: every artist's views, or every source's visits. */
export async function monthTotal(db: DbOrTx, table: ClosureTable, { year, month }: YearMonth): Promise<number> {
  const row =
    table === 'artist_view_month_closures'
      ? await db.selectFrom('artist_monthly_views').select((eb) => eb.fn.sum<number>('views').as('n')).where('year', '=', year).where('month', '=', month).executeTakeFirst()
      : await db.selectFrom('traffic_monthly').select((eb) => eb.fn.sum<number>('monthly_count').as('n')).where('year', '=', year).where('month', '=', month).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Who closed the month, when it is closed. */
export function findMonthClosure(db: DbOrTx, table: ClosureTable, { year, month }: YearMonth): Promise<{ closed_by: string | null } | undefined> {
  return db.selectFrom(table).select('closed_by').where('year', '=', year).where('month', '=', month).executeTakeFirst();
}

/** Every closed month, newest first, with the month that ended last (`lastMonth`). */
export async function listMonthClosures(db: DbOrTx, table: ClosureTable, lastMonth: YearMonth): Promise<MonthClosures> {
  return { lastMonth: formatYearMonth(lastMonth), closures: await closedMonths(db, table) };
}

async function closedMonths(db: DbOrTx, table: ClosureTable): Promise<MonthClosure[]> {
  const rows = await db.selectFrom(table).select(['year', 'month', 'closed_at', 'closed_by']).orderBy('year', 'desc').orderBy('month', 'desc').execute();
  return rows.map((row) => ({
    yearMonth: formatYearMonth(row),
    closedAt: row.closed_at,
    closedBy: row.closed_by === 'job' || row.closed_by === 'manual' ? row.closed_by : null,
  }));
}
