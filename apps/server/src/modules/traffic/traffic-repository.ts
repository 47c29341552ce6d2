import type { DbOrTx } from '../../db/database';
import type { YearMonth } from '../../lib/year-month';

/** Adds one to a source's counter in one statement (created on first use), so parallel calls never lose a count. */
export async function incrementSource(db: DbOrTx, name: string, now: string, visits = 1): Promise<void> {
  await db
    .insertInto('traffic_sources')
    .values({ name, count: visits, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet((eb) => ({
        count: eb('traffic_sources.count', '+', visits),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

export async function sourceExists(db: DbOrTx, name: string): Promise<boolean> {
  return (await db.selectFrom('traffic_sources').select('id').where('name', '=', name).executeTakeFirst()) !== undefined;
}

export async function countSources(db: DbOrTx): Promise<number> {
  const row = await db.selectFrom('traffic_sources').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Takes one of the client's `max` new names of the day, in one statement; false when none is left. */
export async function claimNewSource(db: DbOrTx, clientKey: string, day: string, max: number): Promise<boolean> {
  const row = await db
    .insertInto('traffic_new_sources')
    .values({ client_key: clientKey, day, created: 1 })
    .onConflict((oc) =>
      oc
        .columns(['client_key', 'day'])
        .doUpdateSet((eb) => ({ created: eb('traffic_new_sources.created', '+', 1) }))
        .where('traffic_new_sources.created', '<', max),
    )
    .returning('created')
    .executeTakeFirst();
  return row !== undefined;
}

/** Claims of days before `day` are of no use any more. */
export async function forgetNewSourcesBefore(db: DbOrTx, day: string): Promise<void> {
  await db.deleteFrom('traffic_new_sources').where('day', '<', day).execute();
}

export function listSources(db: DbOrTx) {
  return db
    .selectFrom('traffic_sources')
    .select(['id', 'name', 'count', 'created_at', 'updated_at'])
    .orderBy('count', 'desc')
    .orderBy('name')
    .execute();
}

export function listMonthly(db: DbOrTx) {
  return db
    .selectFrom('traffic_monthly')
    .select(['year', 'month', 'source_name', 'monthly_count', 'created_at'])
    .orderBy('year', 'desc')
    .orderBy('month', 'desc')
    .orderBy('monthly_count', 'desc')
    .orderBy('source_name')
    .execute();
}

export function listPositiveCounters(db: DbOrTx) {
  return db.selectFrom('traffic_sources').select(['id', 'name', 'count']).where('count', '>', 0).execute();
}

export async function insertMonthlyRows(
  db: DbOrTx,
  { year, month }: YearMonth,
  rows: { name: string; count: number }[],
  now: string,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('traffic_monthly')
    .values(rows.map((r) => ({ year, month, source_name: r.name, monthly_count: r.count, created_at: now })))
    .execute();
}

/** Takes `amount` off a counter (not "set 0"): increments committed meanwhile stay for the next month. */
export async function subtractFromCounter(db: DbOrTx, id: number, amount: number, now: string): Promise<void> {
  await db
    .updateTable('traffic_sources')
    .set((eb) => ({ count: eb('count', '-', amount), updated_at: now }))
    .where('id', '=', id)
    .execute();
}

/** A campaign name staff registered (decision 095). */
export async function campaignExists(db: DbOrTx, name: string): Promise<boolean> {
  return (await db.selectFrom('traffic_campaigns').select('name').where('name', '=', name).executeTakeFirst()) !== undefined;
}

export function findCampaign(db: DbOrTx, name: string) {
  return db.selectFrom('traffic_campaigns').select(['name', 'created_at', 'created_by']).where('name', '=', name).executeTakeFirst();
}

export function listCampaigns(db: DbOrTx) {
  return db.selectFrom('traffic_campaigns').select(['name', 'created_at', 'created_by']).orderBy('name').execute();
}

export async function countCampaigns(db: DbOrTx): Promise<number> {
  const row = await db.selectFrom('traffic_campaigns').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** false when the name is registered already. */
export async function insertCampaign(db: DbOrTx, campaign: { name: string; createdAt: string; createdBy: string }): Promise<boolean> {
  const row = await db
    .insertInto('traffic_campaigns')
    .values({ name: campaign.name, created_at: campaign.createdAt, created_by: campaign.createdBy })
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('name')
    .executeTakeFirst();
  return row !== undefined;
}

/** false when the name was not registered. */
export async function deleteCampaign(db: DbOrTx, name: string): Promise<boolean> {
  const result = await db.deleteFrom('traffic_campaigns').where('name', '=', name).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
