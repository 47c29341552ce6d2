import { sql, type Insertable, type Updateable } from 'kysely';
import type { DbOrTx } from '../../db/database';
import { bumpVersion, claimVersion } from '../../db/edit-version';
import { lockAllRows, moveOrderVersion, readOrderVersion, writeRowOrder } from '../../db/row-order';
import type { ArtistsTable } from '../../db/schema';

/** Kysely queries of artists, their detail images and videos, and their view counters. No rules here. */

export type ArtistInsert = Insertable<ArtistsTable>;
export type ArtistUpdate = Updateable<ArtistsTable>;

/** Visible artists for the roster: priority ascending, ties by English name, then id. */
export function listVisibleCards(db: DbOrTx) {
  return db
    .selectFrom('artists')
    .select(['id', 'url_name', 'kor_name', 'eng_name', 'main_image', 'priority', 'height_cm'])
    .where('is_hidden', '=', 0)
    .orderBy('priority')
    .orderBy('eng_name')
    .orderBy('id')
    .execute();
}

export function listAllForManagement(db: DbOrTx) {
  return db
    .selectFrom('artists')
    .select(['id', 'url_name', 'kor_name', 'eng_name', 'main_image', 'priority', 'is_hidden', 'version'])
    .orderBy('priority')
    .orderBy('eng_name')
    .orderBy('id')
    .execute();
}

/** Exact match first; `candidates` lets the service also try a normalized spelling. */
export async function findByUrlName(db: DbOrTx, candidates: string[]) {
  const rows = await db.selectFrom('artists').selectAll().where('url_name', 'in', candidates).execute();
  for (const candidate of candidates) {
    const row = rows.find((r) => r.url_name === candidate);
    if (row) return row;
  }
  return undefined;
}

export type ArtistRow = NonNullable<Awaited<ReturnType<typeof findByUrlName>>>;

export function findByIds(db: DbOrTx, ids: number[]) {
  return ids.length === 0 ? Promise.resolve([]) : db.selectFrom('artists').selectAll().where('id', 'in', ids).execute();
}

export async function findUrlNameById(db: DbOrTx, id: number): Promise<string | undefined> {
  return (await db.selectFrom('artists').select('url_name').where('id', '=', id).executeTakeFirst())?.url_name;
}

export function findIdByUrlName(db: DbOrTx, urlName: string) {
  return db.selectFrom('artists').select('id').where('url_name', '=', urlName).executeTakeFirst();
}

/** The lists of an artist's page (pictures, videos, polaroids), and the column holding each item's address. */
const DETAIL_TABLES = { artist_detail_images: 'image_url', artist_detail_videos: 'video_url', artist_polaroids: 'image_url' } as const;
export type DetailTable = keyof typeof DETAIL_TABLES;
export type DetailItem = { priority: number; url: string };
export type DetailRow = DetailItem & { id: number };

/** An artist's detail images or videos in page order: priority, then id. */
export async function listDetailItems(db: DbOrTx, table: DetailTable, artistId: number): Promise<DetailRow[]> {
  const rows = await db
    .selectFrom(table)
    .select(['id', 'priority', `${DETAIL_TABLES[table]} as url`])
    .where('artist_id', '=', artistId)
    .orderBy('priority')
    .orderBy('id')
    .execute();
  return rows as DetailRow[];
}

export async function insertArtist(db: DbOrTx, values: ArtistInsert): Promise<number> {
  const row = await db.insertInto('artists').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateArtist(db: DbOrTx, id: number, values: ArtistUpdate): Promise<void> {
  await db.updateTable('artists').set(values).where('id', '=', id).execute();
}

/** Makes the artist's detail images or videos exactly `items`. */
export async function replaceDetailItems(db: DbOrTx, table: DetailTable, artistId: number, items: DetailItem[]): Promise<void> {
  await db.deleteFrom(table).where('artist_id', '=', artistId).execute();
  if (items.length === 0) return;
  const column = DETAIL_TABLES[table];
  await db
    .insertInto(table)
    .values(items.map((item) => ({ artist_id: artistId, priority: item.priority, [column]: item.url }) as { artist_id: number; priority: number; image_url: string; video_url: string }))
    .execute();
}

/** Deletes the artist with its detail images, videos, polaroids, boards and monthly view rows. */
export async function deleteArtist(db: DbOrTx, id: number): Promise<void> {
  await db.deleteFrom('artist_boards').where('artist_id', '=', id).execute();
  await db.deleteFrom('artist_polaroids').where('artist_id', '=', id).execute();
  await db.deleteFrom('artist_monthly_views').where('artist_id', '=', id).execute();
  await db.deleteFrom('artist_detail_images').where('artist_id', '=', id).execute();
  await db.deleteFrom('artist_detail_videos').where('artist_id', '=', id).execute();
  await db.deleteFrom('artists').where('id', '=', id).execute();
}

export async function setHidden(db: DbOrTx, id: number, isHidden: boolean): Promise<void> {
  await db.updateTable('artists').set({ is_hidden: isHidden ? 1 : 0 }).where('id', '=', id).execute();
}

/** Moves the artist's version on if it is `expected` (db/edit-version.ts). */
export const bumpArtistVersion = (db: DbOrTx, id: number, expected: number | null | undefined, now: string) => bumpVersion(db, 'artists', id, expected, now);

/** Checks the artist's version is `expected` without moving it, locking its row (db/edit-version.ts). */
export const claimArtistVersion = (db: DbOrTx, id: number, expected: number | null | undefined) => claimVersion(db, 'artists', id, expected);

/** Priorities 0, 1, 2, ... in the order of `ids`, whatever the roster order's version (a restore; db/row-order.ts). */
export const writeOrder = (db: DbOrTx, ids: number[]) => writeRowOrder(db, 'artists', ids);

/** The same if the roster order's version is still `expected`: its new version, or undefined (db/row-order.ts). */
export const saveOrder = (db: DbOrTx, ids: number[], expected: number | null | undefined) => writeRowOrder(db, 'artists', ids, expected);

/** The roster order's own version (decision 106). */
export const rosterOrderVersion = (db: DbOrTx) => readOrderVersion(db, 'artists');

/** Moves the roster order's version on (an artist's priority set on its edit form). */
export const moveRosterOrderVersion = (db: DbOrTx) => moveOrderVersion(db, 'artists');

/** Every artist's id, locked for the transaction (db/row-order.ts). */
export const lockRoster = (db: DbOrTx) => lockAllRows(db, 'artists');

export async function existsById(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.selectFrom('artists').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** One view: the artist's total and its month row, each incremented in the database (no read-modify-write). */
export async function countView(db: DbOrTx, artistId: number, year: number, month: number, views = 1): Promise<void> {
  await db
    .updateTable('artists')
    .set({ views: sql`views + ${sql.lit(views)}` })
    .where('id', '=', artistId)
    .execute();
  // INSERT … SELECT: nothing is written for an artist that no longer exists (deleted on another instance
  // while this one still had its page cached).
  await db
    .insertInto('artist_monthly_views')
    .columns(['artist_id', 'year', 'month', 'views'])
    .expression(
      db
        .selectFrom('artists')
        // Integers of our own (not client input) as literals: PostgreSQL types bare parameters here as text.
        .select(['id', sql.lit(year).as('year'), sql.lit(month).as('month'), sql.lit(views).as('views')])
        .where('id', '=', artistId),
    )
    .onConflict((oc) =>
      oc.columns(['artist_id', 'year', 'month']).doUpdateSet({ views: sql`artist_monthly_views.views + ${sql.lit(views)}` }),
    )
    .execute();
}
