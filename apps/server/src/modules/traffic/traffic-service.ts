import { TRAFFIC_MONTH_EXISTS, type TrafficMonthlyStat, type TrafficStat } from '@agency/contract/traffic';
import type { Db } from '../../db/database';
import type { GroupCommit } from '../../db/group-commit';
import { ConflictError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { previousMonth, yearMonthIn, type YearMonth } from '../../lib/year-month';
import {
  incrementSource,
  insertClosure,
  insertMonthlyRows,
  listMonthly,
  listPositiveCounters,
  listSources,
  subtractFromCounter,
} from './traffic-repository';

export interface TrafficRolloverResult extends YearMonth {
  sources: number;
  total: number;
}

export function createTrafficService({
  db,
  clock,
  timeZone,
  counterWrites,
}: {
  db: Db;
  clock: Clock;
  timeZone: string;
  counterWrites: GroupCommit;
}) {
  const service = {
    /** `source` is already trimmed, lower-cased and checked by the contract schema. */
    async track(source: string): Promise<void> {
      const now = clock.now().toISOString();
      await counterWrites.run((tx) => incrementSource(tx, source, now));
    },

    async stats(): Promise<TrafficStat[]> {
      const rows = await listSources(db);
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        count: Number(r.count),
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      }));
    },

    async monthlyStats(): Promise<TrafficMonthlyStat[]> {
      const rows = await listMonthly(db);
      return rows.map((r) => ({
        year: r.year,
        month: r.month,
        sourceName: r.source_name,
        monthlyCount: Number(r.monthly_count),
        createdAt: r.created_at,
      }));
    },

    /**
     * Writes the current counters as `month`'s rows and takes them off the counters, in one transaction.
     * The closure row is inserted first: if the month is already closed (by this or another instance)
     * nothing changes and ConflictError is thrown. Sources at zero get no monthly row.
     */
    async closeMonth(month: YearMonth): Promise<TrafficRolloverResult> {
      const now = clock.now().toISOString();
      return db.transaction().execute(async (tx) => {
        if (!(await insertClosure(tx, month, now))) throw new ConflictError(TRAFFIC_MONTH_EXISTS);
        const counters = (await listPositiveCounters(tx)).map((c) => ({ ...c, count: Number(c.count) }));
        await insertMonthlyRows(tx, month, counters, now);
        for (const c of counters) await subtractFromCounter(tx, c.id, c.count, now);
        return { ...month, sources: counters.length, total: counters.reduce((sum, c) => sum + c.count, 0) };
      });
    },

    /** Closes the month that just ended in the stats time zone (the manual button and the monthly job). */
    closeEndedMonth(): Promise<TrafficRolloverResult> {
      return service.closeMonth(previousMonth(yearMonthIn(clock.now(), timeZone)));
    },
  };
  return service;
}
export type TrafficService = ReturnType<typeof createTrafficService>;
