import { sql, type Selectable } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { PackageRecipientsTable } from '../../db/schema';

export type PackageRecipientRow = Selectable<PackageRecipientsTable>;

export async function insertRecipient(db: DbOrTx, values: Omit<PackageRecipientRow, 'id' | 'revoked_at' | 'reminded_at'>): Promise<number> {
  const row = await db.insertInto('package_recipients').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A recipient's link, revoked or not (the caller decides). */
export function findRecipientByToken(db: DbOrTx, token: string): Promise<PackageRecipientRow | undefined> {
  return db.selectFrom('package_recipients').selectAll().where('token', '=', token).executeTakeFirst();
}

export function findRecipient(db: DbOrTx, packageId: number, id: number): Promise<PackageRecipientRow | undefined> {
  return db.selectFrom('package_recipients').selectAll().where('package_id', '=', packageId).where('id', '=', id).executeTakeFirst();
}

/** Marks the link revoked; false when the recipient is not (or no longer) there. */
export async function revokeRecipient(db: DbOrTx, packageId: number, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('package_recipients')
    .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(at)) }))
    .where('package_id', '=', packageId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How many recipients `username` sent packages to since `since` (the daily cap). */
export async function countSentSince(db: DbOrTx, username: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('package_recipients')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sent_by', '=', username)
    .where('sent_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The package's recipients, first sent first, with what each did through their link. */
export function listRecipientActivity(db: DbOrTx, packageId: number) {
  return db
    .selectFrom('package_recipients as r')
    .selectAll('r')
    .select((eb) => [
      eb.selectFrom('package_views as v').whereRef('v.recipient_id', '=', 'r.id').where('v.artist_id', 'is', null).select((e) => e.fn.countAll<number>().as('n')).as('opens'),
      eb.selectFrom('package_views as v').whereRef('v.recipient_id', '=', 'r.id').select((e) => e.fn.min('v.at').as('m')).as('opened_at'),
      eb.selectFrom('package_views as v').whereRef('v.recipient_id', '=', 'r.id').select((e) => e.fn.max('v.at').as('m')).as('last_seen_at'),
      eb
        .selectFrom('package_views as v')
        .whereRef('v.recipient_id', '=', 'r.id')
        .where('v.artist_id', 'is not', null)
        .select((e) => e.fn.count<number>('v.artist_id').distinct().as('n'))
        .as('artists_viewed'),
      eb.selectFrom('package_picks as p').whereRef('p.recipient_id', '=', 'r.id').select((e) => e.fn.countAll<number>().as('n')).as('answers'),
    ])
    .where('r.package_id', '=', packageId)
    .orderBy('r.id')
    .execute();
}

export interface RecipientFunnel {
  sent: number;
  opened: number;
  shortlisted: number;
  selected: number;
  unanswered: number;
  /** Jobs made from the package, not cancelled (issue 38). */
  booked: number;
}

/**
 * Per package, over its recipients: sent, opened (any opening through their link), holding a favourite or a request
 * now (each link's latest answer per artist), holding a request now, and opened without any answer yet.
 */
export async function recipientFunnels(db: DbOrTx): Promise<Map<number, RecipientFunnel>> {
  const rows = await sql<{ package_id: number; sent: number; opened: number; shortlisted: number; selected: number; unanswered: number; booked: number }>`
    with latest as (
      select p.recipient_id, coalesce(p.status, case when p.picked = 1 then 'shortlist' else 'none' end) as status
      from package_picks p
      where p.recipient_id is not null
        and p.id = (select max(q.id) from package_picks q where q.artist_id = p.artist_id and q.recipient_id = p.recipient_id)
    ),
    opened as (select distinct recipient_id from package_views where recipient_id is not null),
    answered as (select distinct recipient_id from package_picks where recipient_id is not null)
    select r.package_id,
      count(*) as sent,
      count(o.recipient_id) as opened,
      sum(case when exists (select 1 from latest l where l.recipient_id = r.id and l.status in ('shortlist', 'select')) then 1 else 0 end) as shortlisted,
      sum(case when exists (select 1 from latest l where l.recipient_id = r.id and l.status = 'select') then 1 else 0 end) as selected,
      sum(case when o.recipient_id is not null and not exists (select 1 from answered a where a.recipient_id = r.id) then 1 else 0 end) as unanswered,
      max((select count(*) from jobs j where j.package_id = r.package_id and j.status <> 'cancelled')) as booked
    from package_recipients r left join opened o on o.recipient_id = r.id
    group by r.package_id`.execute(db);
  return new Map(
    rows.rows.map((r) => [
      Number(r.package_id),
      { sent: Number(r.sent), opened: Number(r.opened), shortlisted: Number(r.shortlisted), selected: Number(r.selected), unanswered: Number(r.unanswered), booked: Number(r.booked) },
    ]),
  );
}

/**
 * Recipients to remind now: their link still open (not revoked), the package closing before `closingBefore` (and not
 * closed), sent before `sentBefore`, never reminded, and no answer yet through their link.
 */
export function recipientsToRemind(db: DbOrTx, input: { now: string; closingBefore: string; sentBefore: string }) {
  return db
    .selectFrom('package_recipients as r')
    .innerJoin('packages as k', 'k.id', 'r.package_id')
    .selectAll('r')
    .where('r.revoked_at', 'is', null)
    .where('r.reminded_at', 'is', null)
    .where('r.sent_at', '<=', input.sentBefore)
    .where('k.expires_at', '>', input.now)
    .where('k.expires_at', '<=', input.closingBefore)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('package_picks as p').select('p.id').whereRef('p.recipient_id', '=', 'r.id'))))
    .orderBy('r.id')
    .execute();
}

/** Marks a recipient reminded; false when another run (or instance) did first. */
export async function claimReminder(db: DbOrTx, id: number, at: string): Promise<boolean> {
  const result = await db.updateTable('package_recipients').set({ reminded_at: at }).where('id', '=', id).where('reminded_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setRecipientLanguage(db: DbOrTx, id: number, language: string): Promise<void> {
  await db.updateTable('package_recipients').set({ language }).where('id', '=', id).execute();
}
