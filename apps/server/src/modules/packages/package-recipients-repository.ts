import type { Selectable } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { PackageRecipientsTable } from '../../db/schema';

export type PackageRecipientRow = Selectable<PackageRecipientsTable>;

export async function insertRecipient(db: DbOrTx, values: Omit<PackageRecipientRow, 'id' | 'revoked_at'>): Promise<number> {
  const row = await db.insertInto('package_recipients').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A recipient's link, revoked or not (the caller decides). */
export function findRecipientByToken(db: DbOrTx, token: string): Promise<PackageRecipientRow | undefined> {
  return db.selectFrom('package_recipients').selectAll().where('token', '=', token).executeTakeFirst();
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
