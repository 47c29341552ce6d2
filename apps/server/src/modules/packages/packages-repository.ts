import { sql, type Selectable } from 'kysely';
import { PACKAGE_STATUSES, type PackageStatus } from '@agency/contract/package-limits';
import type { DbOrTx } from '../../db/database';
import { bumpVersion, claimVersion } from '../../db/edit-version';
import type { PackageArtistsTable, PackagesTable } from '../../db/schema';

export type PackageRow = Selectable<PackagesTable>;
export type PackageArtistRow = Selectable<PackageArtistsTable>;

/** A package's artist as written: its place in the package and what it shows (null: all). */
export interface PackageArtistValues {
  artistId: number;
  images: string[] | null;
  polaroids: string[] | null;
  videos: string[] | null;
}

/** A new package; `id` only to bring a deleted one back under its id (a restore). */
export async function insertPackage(db: DbOrTx, values: Omit<PackageRow, 'id' | 'version'> & { id?: number }): Promise<number> {
  const row = await db.insertInto('packages').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findPackage(db: DbOrTx, id: number): Promise<PackageRow | undefined> {
  return db.selectFrom('packages').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPackageByToken(db: DbOrTx, token: string): Promise<PackageRow | undefined> {
  return db.selectFrom('packages').selectAll().where('token', '=', token).executeTakeFirst();
}

/** Every package, newest first, with its artist, view and current-pick counts. */
export function listPackages(db: DbOrTx) {
  return db
    .selectFrom('packages as p')
    .selectAll('p')
    .select((eb) => [
      eb.selectFrom('package_artists').whereRef('package_id', '=', 'p.id').select((e) => e.fn.countAll<number>().as('n')).as('artist_count'),
      eb
        .selectFrom('package_views')
        .whereRef('package_id', '=', 'p.id')
        .where('artist_id', 'is', null)
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('view_count'),
      eb.selectFrom('package_views').whereRef('package_id', '=', 'p.id').where('artist_id', 'is', null).select((e) => e.fn.max('at').as('m')).as('last_viewed_at'),
    ])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
}

export function listPackageArtists(db: DbOrTx, packageId: number): Promise<PackageArtistRow[]> {
  return db.selectFrom('package_artists').selectAll().where('package_id', '=', packageId).orderBy('priority').orderBy('id').execute();
}

/** A stored media selection (a JSON array of addresses); NULL, or anything unreadable: all. */
export function parseMediaList(value: string | null): string[] | null {
  if (value === null) return null;
  try {
    const list: unknown = JSON.parse(value);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : null;
  } catch {
    return null;
  }
}

const json = (list: string[] | null) => (list === null ? null : JSON.stringify(list));

/** Replaces the package's artists with `artists`, in this order (priority 0, 1, 2, ...). */
export async function replacePackageArtists(db: DbOrTx, packageId: number, artists: PackageArtistValues[]): Promise<void> {
  await db.deleteFrom('package_artists').where('package_id', '=', packageId).execute();
  if (artists.length === 0) return;
  await db
    .insertInto('package_artists')
    .values(
      artists.map((a, priority) => ({
        package_id: packageId,
        artist_id: a.artistId,
        priority,
        images: json(a.images),
        polaroids: json(a.polaroids),
        videos: json(a.videos),
      })),
    )
    .execute();
}

export async function updatePackageRow(db: DbOrTx, id: number, values: Partial<Omit<PackageRow, 'id' | 'version' | 'token'>>): Promise<void> {
  await db.updateTable('packages').set(values).where('id', '=', id).execute();
}

export async function deletePackageRow(db: DbOrTx, id: number): Promise<void> {
  await db.deleteFrom('packages').where('id', '=', id).execute();
}

export const bumpPackageVersion = (db: DbOrTx, id: number, expected: number | null | undefined, now: string) => bumpVersion(db, 'packages', id, expected, now);

/** Checks the package's version without moving it, locking its row (decision 106). */
export const claimPackageVersion = (db: DbOrTx, id: number, expected: number | null | undefined) => claimVersion(db, 'packages', id, expected);

export async function existingArtistIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('artists').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

/** An opening of the package (artistId null) or of one artist, through a recipient's link or the package's own (null). */
export async function insertView(
  db: DbOrTx,
  values: { packageId: number; artistId: number | null; recipientId: number | null; device: string; at: string },
): Promise<void> {
  await db
    .insertInto('package_views')
    .values({ package_id: values.packageId, artist_id: values.artistId, recipient_id: values.recipientId, device: values.device, at: values.at })
    .execute();
}

/** The view log, newest first (at most `limit` rows). */
export function listViews(db: DbOrTx, packageId: number, limit: number) {
  return db
    .selectFrom('package_views as v')
    .leftJoin('artists as a', 'a.id', 'v.artist_id')
    .select(['v.at', 'v.artist_id', 'v.recipient_id', 'v.device', 'a.kor_name'])
    .where('v.package_id', '=', packageId)
    .orderBy('v.at', 'desc')
    .orderBy('v.id', 'desc')
    .limit(limit)
    .execute();
}

/** How many times each artist of the package was opened. */
export async function artistOpenCounts(db: DbOrTx, packageId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('package_views')
    .select(['artist_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('package_id', '=', packageId)
    .where('artist_id', 'is not', null)
    .groupBy('artist_id')
    .execute();
  return new Map(rows.map((r) => [r.artist_id!, Number(r.n)]));
}

export async function insertPick(
  db: DbOrTx,
  values: { packageId: number; artistId: number; recipientId: number | null; status: PackageStatus; comment: string; at: string },
): Promise<void> {
  await db
    .insertInto('package_picks')
    .values({
      package_id: values.packageId,
      artist_id: values.artistId,
      recipient_id: values.recipientId,
      status: values.status,
      picked: values.status === 'shortlist' || values.status === 'select' ? 1 : 0,
      comment: values.comment,
      at: values.at,
    })
    .execute();
}

/** Every pick, unpick and comment, newest first. */
export function listPicks(db: DbOrTx, packageId: number) {
  return db
    .selectFrom('package_picks as p')
    .innerJoin('artists as a', 'a.id', 'p.artist_id')
    .select(['p.id', 'p.at', 'p.artist_id', 'p.recipient_id', 'p.picked', 'p.status', 'p.comment', 'a.kor_name', 'a.eng_name'])
    .where('p.package_id', '=', packageId)
    .orderBy('p.id', 'desc')
    .execute();
}

/**
 * The current mark and comment per artist: the latest row of each. With `recipientId` (null: the package's own link)
 * only that link's answers count, so each recipient sees their own picks.
 */
export async function currentPicks(db: DbOrTx, packageId: number, recipientId?: number | null): Promise<Map<number, CurrentPick>> {
  const rows = await db
    .selectFrom('package_picks as p')
    .select(['p.artist_id', 'p.picked', 'p.status', 'p.comment'])
    .where('p.package_id', '=', packageId)
    .where('p.id', '=', (eb) =>
      eb
        .selectFrom('package_picks as q')
        .select((e) => e.fn.max('q.id').as('m'))
        .whereRef('q.package_id', '=', 'p.package_id')
        .whereRef('q.artist_id', '=', 'p.artist_id')
        .$if(recipientId === null, (q) => q.where('q.recipient_id', 'is', null))
        .$if(typeof recipientId === 'number', (q) => q.where('q.recipient_id', '=', recipientId!)),
    )
    .execute();
  return new Map(rows.map((r) => [r.artist_id, { status: statusOf(r), picked: Number(r.picked) === 1, comment: r.comment }]));
}

export interface CurrentPick {
  status: PackageStatus;
  picked: boolean;
  comment: string;
}

/** A stored pick's status; picks from before statuses say only picked (shortlist) or not (none). */
export function statusOf(row: { status: string | null; picked: number | string }): PackageStatus {
  if (row.status !== null && (PACKAGE_STATUSES as readonly string[]).includes(row.status)) return row.status as PackageStatus;
  return Number(row.picked) === 1 ? 'shortlist' : 'none';
}

/** The latest answer of each link (recipient, or null: the package's own) on each artist of the package. */
export function latestAnswers(db: DbOrTx, packageId: number) {
  return db
    .selectFrom('package_picks as p')
    .select(['p.artist_id', 'p.recipient_id', 'p.picked', 'p.status', 'p.comment', 'p.at'])
    .where('p.package_id', '=', packageId)
    .where('p.id', '=', (eb) =>
      eb
        .selectFrom('package_picks as q')
        .select((e) => e.fn.max('q.id').as('m'))
        .whereRef('q.package_id', '=', 'p.package_id')
        .whereRef('q.artist_id', '=', 'p.artist_id')
        .where((w) => w.or([w('q.recipient_id', '=', w.ref('p.recipient_id')), w.and([w('q.recipient_id', 'is', null), w('p.recipient_id', 'is', null)])])),
    )
    .orderBy('p.id')
    .execute();
}

/** Current picks of every package (the list's counts). */
export async function pickedCountsByPackage(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await sql<{ package_id: number; n: number }>`
    select p.package_id, count(*) as n from package_picks p
    where p.picked = 1 and p.id = (select max(q.id) from package_picks q where q.package_id = p.package_id and q.artist_id = p.artist_id)
    group by p.package_id`.execute(db);
  return new Map(rows.rows.map((r) => [Number(r.package_id), Number(r.n)]));
}

/** The newest answers (a status other than none, or a comment) over every package since `since`. */
export function recentAnswers(db: DbOrTx, since: string, limit: number) {
  return db
    .selectFrom('package_picks as p')
    .innerJoin('packages as k', 'k.id', 'p.package_id')
    .innerJoin('artists as a', 'a.id', 'p.artist_id')
    .leftJoin('package_recipients as r', 'r.id', 'p.recipient_id')
    .select(['p.id', 'p.package_id', 'p.picked', 'p.status', 'p.comment', 'p.at', 'k.title', 'k.client_name', 'r.name as recipient_name', 'a.kor_name', 'a.eng_name'])
    .where('p.at', '>=', since)
    .where((eb) => eb.or([eb('p.picked', '=', 1), eb('p.status', 'in', ['select', 'decline']), eb('p.comment', '!=', '')]))
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
}
