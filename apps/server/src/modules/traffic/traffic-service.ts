import {
  MAX_TRAFFIC_CAMPAIGNS,
  TRAFFIC_CAMPAIGN_EXISTS,
  TRAFFIC_CAMPAIGN_LIMIT,
  TRAFFIC_CAMPAIGN_NAMED_SOURCE,
  TRAFFIC_CAMPAIGN_NOT_FOUND,
  TRAFFIC_MONTH_EXISTS,
  TRAFFIC_SOURCE_KEYS,
  type TrafficCampaign,
  type TrafficMonthlyStat,
  type TrafficStat,
} from '@agency/contract/traffic';
import type { MonthClosedBy, MonthClosures } from '@agency/contract/month-closures';
import type { DatabaseKind, Db } from '../../db/database';
import type { CounterWrites } from '../../db/counter-writes';
import { insertMonthClosure, listMonthClosures } from '../../db/month-closures';
import { ConflictError, NotFoundError } from '../../errors';
import { lockNamed } from '../../db/advisory-lock';
import { inTransaction } from '../../db/transaction';
import type { Actor } from '../audit/audit-kind';
import type { AuditLog } from '../audit/audit-log';
import { statisticsKey, statisticsKind } from '../view-stats/statistics-audit';
import type { Clock } from '../../lib/clock';
import { endedMonthIn, type YearMonth } from '../../lib/year-month';
import { networkPrefix, plainAddress } from '../../lib/network-prefix';
import { campaignKind } from './campaign-audit';
import {
  campaignExists,
  claimNewSource,
  countCampaigns,
  countSources,
  deleteCampaign,
  forgetNewSourcesBefore,
  incrementSource,
  insertCampaign,
  insertMonthlyRows,
  listCampaigns,
  listMonthly,
  listPositiveCounters,
  listSources,
  sourceExists,
  subtractFromCounter,
} from './traffic-repository';

/** New source names one client address may create per day (UTC); further new names count as unknown. */
export const MAX_NEW_SOURCES_PER_DAY = 10;
/** New source names the addresses of one network (IPv4 /24, IPv6 /64) may create per day together (decision 095). */
export const MAX_NEW_SOURCES_PER_NETWORK_PER_DAY = 20;
/** Source names kept in all; beyond, new names count as unknown, so the stats answer stays bounded. */
export const MAX_SOURCES = 1000;
const NAMED_SOURCES: readonly string[] = TRAFFIC_SOURCE_KEYS;
const CAMPAIGN_LIST_LOCK = 'traffic-campaigns';

export interface TrafficRolloverResult extends YearMonth {
  sources: number;
  total: number;
}

export function createTrafficService({
  db,
  clock,
  timeZone,
  counterWrites,
  audit,
  dbKind,
}: {
  db: Db;
  clock: Clock;
  timeZone: string;
  counterWrites: CounterWrites;
  audit: AuditLog;
  dbKind: DatabaseKind;
}) {
  const service = {
    /**
     * Counts one visit from `source` (normalised by the contract schema). A name not seen before and not a registered
     * campaign takes one of the client address's and one of its network's new names of the day (docs/decisions/071,
     * 095); without both, or once MAX_SOURCES names exist, it counts as unknown.
     */
    async track(source: string, clientAddress: string): Promise<void> {
      const now = clock.now().toISOString();
      const day = now.slice(0, 10);
      const named = NAMED_SOURCES.includes(source);
      // A name not seen before is claimed per client: its visits are batched per client (db/counter-writes.ts).
      await counterWrites.add(named ? `traffic:${source}` : `traffic:${source}|${clientAddress}`, async (tx, visits) => {
        let name = source;
        if (!named && !(await sourceExists(tx, source)) && !(await campaignExists(tx, source))) {
          await forgetNewSourcesBefore(tx, day);
          const allowed =
            (await countSources(tx)) < MAX_SOURCES &&
            (await claimNewSource(tx, `ip:${plainAddress(clientAddress)}`, day, MAX_NEW_SOURCES_PER_DAY)) &&
            (await claimNewSource(tx, `net:${networkPrefix(clientAddress)}`, day, MAX_NEW_SOURCES_PER_NETWORK_PER_DAY));
          if (!allowed) name = 'unknown';
        }
        await incrementSource(tx, name, now, visits);
      });
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

    /** The campaign names staff registered, in name order. */
    async campaigns(): Promise<TrafficCampaign[]> {
      const rows = await listCampaigns(db);
      return rows.map((r) => ({ name: r.name, createdAt: r.created_at, createdBy: r.created_by }));
    },

    /** Registers a campaign name (normalised by the contract schema) for `actor`, recorded in the history. */
    async addCampaign(name: string, actor: Actor): Promise<TrafficCampaign> {
      if (NAMED_SOURCES.includes(name)) throw new ConflictError(TRAFFIC_CAMPAIGN_NAMED_SOURCE);
      const createdAt = clock.now().toISOString();
      await inTransaction(db, async (tx) => {
        // One add at a time: two adds at the limit's last place never both pass the count.
        await lockNamed(tx, dbKind, CAMPAIGN_LIST_LOCK);
        if ((await countCampaigns(tx)) >= MAX_TRAFFIC_CAMPAIGNS) throw new ConflictError(TRAFFIC_CAMPAIGN_LIMIT);
        const change = await audit.begin(tx, campaignKind, name);
        if (!(await insertCampaign(tx, { name, createdAt, createdBy: actor.username }))) throw new ConflictError(TRAFFIC_CAMPAIGN_EXISTS);
        await change.record(actor, 'campaign.add');
      });
      return { name, createdAt, createdBy: actor.username };
    },

    /** Removes a registered campaign name: its visits count within the budget again (the name stays in the stats). */
    async removeCampaign(name: string, actor: Actor): Promise<void> {
      await inTransaction(db, async (tx) => {
        const change = await audit.begin(tx, campaignKind, name);
        if (!(await deleteCampaign(tx, name))) throw new NotFoundError(TRAFFIC_CAMPAIGN_NOT_FOUND);
        await change.record(actor, 'campaign.remove');
      });
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
    async closeMonth(month: YearMonth, by: MonthClosedBy, actor?: Actor): Promise<TrafficRolloverResult> {
      const now = clock.now().toISOString();
      return inTransaction(db, async (tx) => {
        const change = actor ? await audit.begin(tx, statisticsKind, statisticsKey('traffic', month)) : undefined;
        if (!(await insertMonthClosure(tx, 'traffic_month_closures', month, now, by))) throw new ConflictError(TRAFFIC_MONTH_EXISTS);
        const counters = (await listPositiveCounters(tx)).map((c) => ({ ...c, count: Number(c.count) }));
        await insertMonthlyRows(tx, month, counters, now);
        for (const c of counters) await subtractFromCounter(tx, c.id, c.count, now);
        if (actor) await change?.record(actor, 'statistics.close-traffic');
        return { ...month, sources: counters.length, total: counters.reduce((sum, c) => sum + c.count, 0) };
      });
    },

    /** Closes the month that just ended in the stats time zone (the manual button, recorded for `actor`, and the monthly job). */
    closeEndedMonth(by: MonthClosedBy, actor?: Actor): Promise<TrafficRolloverResult> {
      return service.closeMonth(endedMonthIn(clock.now(), timeZone), by, actor);
    },

    /** Every closed month, also those without counts, and who closed it. */
    monthClosures(): Promise<MonthClosures> {
      return listMonthClosures(db, 'traffic_month_closures', endedMonthIn(clock.now(), timeZone));
    },
  };
  return service;
}
