import type { DbOrTx } from '../../db/database';
import { CLOSED_JOB_STATUSES } from './jobs-repository';

/** The artist's unavailable periods touching from..to. */
export function unavailableBetween(db: DbOrTx, artistId: number, from: string, to: string) {
  return db
    .selectFrom('artist_unavailable')
    .select(['id', 'from_date', 'to_date', 'note'])
    .where('artist_id', '=', artistId)
    .where('from_date', '<=', to)
    .where('to_date', '>=', from)
    .orderBy('from_date')
    .execute();
}

export function insertUnavailable(db: DbOrTx, values: { artist_id: number; from_date: string; to_date: string; note: string; created_by: string; created_at: string }) {
  return db.insertInto('artist_unavailable').values(values).returning(['id', 'from_date', 'to_date', 'note']).executeTakeFirstOrThrow();
}

export async function deleteUnavailable(db: DbOrTx, artistId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('artist_unavailable').where('id', '=', id).where('artist_id', '=', artistId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function artistExists(db: DbOrTx, artistId: number): Promise<boolean> {
  return (await db.selectFrom('artists').select('id').where('id', '=', artistId).executeTakeFirst()) !== undefined;
}

/** Each day slot the artist is held on (not released, on an open job) in from..to, by date and time. */
export function heldSlotsOfArtist(db: DbOrTx, artistId: number, from: string, to: string) {
  return db
    .selectFrom('job_artists as ja')
    .innerJoin('jobs as j', 'j.id', 'ja.job_id')
    .innerJoin('job_days as d', 'd.job_id', 'ja.job_id')
    .select(['ja.job_id', 'ja.status', 'ja.updated_at', 'j.title', 'j.status as job_status', 'j.client_company', 'j.place', 'd.date', 'd.start_time', 'd.end_time'])
    .where('ja.artist_id', '=', artistId)
    .where('ja.status', '!=', 'released')
    .where('j.status', 'not in', CLOSED_JOB_STATUSES)
    .where('d.date', '>=', from)
    .where('d.date', '<=', to)
    .orderBy('d.date')
    .orderBy('d.start_time')
    .execute();
}

/** Each day slot of an open job in from..to. */
export function jobSlotsBetween(db: DbOrTx, from: string, to: string) {
  return db
    .selectFrom('jobs as j')
    .innerJoin('job_days as d', 'd.job_id', 'j.id')
    .select(['j.id', 'j.title', 'j.status', 'j.client_company', 'j.place', 'j.updated_at', 'd.date', 'd.start_time', 'd.end_time'])
    .where('j.status', 'not in', CLOSED_JOB_STATUSES)
    .where('d.date', '>=', from)
    .where('d.date', '<=', to)
    .execute();
}

/** The held artists of these jobs with their names. */
export function heldArtistsOfJobs(db: DbOrTx, jobIds: number[]) {
  if (jobIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('job_artists as ja')
    .innerJoin('artists as a', 'a.id', 'ja.artist_id')
    .select(['ja.job_id', 'ja.status', 'a.kor_name'])
    .where('ja.job_id', 'in', jobIds)
    .where('ja.status', '!=', 'released')
    .execute();
}

export async function feedGenerations(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db.selectFrom('calendar_feeds').select(['scope', 'generation']).execute();
  return new Map(rows.map((r) => [r.scope, r.generation]));
}

export async function feedGeneration(db: DbOrTx, scope: string): Promise<number> {
  const row = await db.selectFrom('calendar_feeds').select('generation').where('scope', '=', scope).executeTakeFirst();
  return row?.generation ?? 0;
}

/** Moves the feed's generation on in one statement: two revocations at once each move it on. */
export async function bumpFeedGeneration(db: DbOrTx, scope: string, at: string, username: string): Promise<number> {
  const row = await db
    .insertInto('calendar_feeds')
    .values({ scope, generation: 1, revoked_at: at, revoked_by: username })
    .onConflict((oc) => oc.column('scope').doUpdateSet((eb) => ({ generation: eb('calendar_feeds.generation', '+', 1), revoked_at: at, revoked_by: username })))
    .returning('generation')
    .executeTakeFirstOrThrow();
  return row.generation;
}
