import type { JobDay, JobStatus } from '@agency/contract/jobs';
import { PostgresAdapter, sql, type Insertable, type Selectable } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { JobArtistsTable, JobConfirmationsTable, JobsTable } from '../../db/schema';
import { bumpVersion, claimVersion } from '../../db/edit-version';
import type { ExpectedVersion } from '../../lib/if-match';

export type JobRow = Selectable<JobsTable>;
export type JobArtistRow = Selectable<JobArtistsTable>;
export type JobValues = Omit<Insertable<JobsTable>, 'id' | 'version'>;

/** Jobs that hold nobody any more: their artists neither rank nor conflict. */
export const CLOSED_JOB_STATUSES: JobStatus[] = ['cancelled'];

const isPostgres = (db: DbOrTx) => db.getExecutor().adapter instanceof PostgresAdapter;

export function findJob(db: DbOrTx, id: number): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Locks the rows of these artists (PostgreSQL; SQLite runs one write at a time) in id order: every option and
 * confirmation of an artist runs after the one before, so ranks and conflicts are read from committed rows.
 */
export async function lockArtists(trx: DbOrTx, artistIds: number[]): Promise<number[]> {
  const ids = [...new Set(artistIds)].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  const forUpdate = isPostgres(trx) ? sql` for update` : sql``;
  const { rows } = await sql<{ id: number }>`select id from artists where id in (${sql.join(ids)}) order by id${forUpdate}`.execute(trx);
  return rows.map((r) => Number(r.id));
}

export const bumpJobVersion = (db: DbOrTx, id: number, expected: ExpectedVersion, now: string) => bumpVersion(db, 'jobs', id, expected, now);
/** Checks the version without moving it, locking the row (artists' holds change the job's row only when its status moves). */
export const claimJobVersion = (db: DbOrTx, id: number, expected: ExpectedVersion) => claimVersion(db, 'jobs', id, expected);

export async function insertJob(trx: DbOrTx, values: JobValues & { id?: number }): Promise<number> {
  const row = await trx.insertInto('jobs').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateJob(trx: DbOrTx, id: number, values: Partial<JobValues>): Promise<void> {
  await trx.updateTable('jobs').set(values).where('id', '=', id).execute();
}

export async function deleteJob(trx: DbOrTx, id: number): Promise<void> {
  await trx.deleteFrom('jobs').where('id', '=', id).execute();
}

export async function replaceDays(trx: DbOrTx, jobId: number, days: JobDay[]): Promise<void> {
  await trx.deleteFrom('job_days').where('job_id', '=', jobId).execute();
  if (days.length === 0) return;
  await trx
    .insertInto('job_days')
    .values(days.map((d) => ({ job_id: jobId, date: d.date, start_time: d.start, end_time: d.end })))
    .execute();
}

/** Each job's days in order. */
export async function daysOfJobs(db: DbOrTx, jobIds: number[]): Promise<Map<number, JobDay[]>> {
  const days = new Map<number, JobDay[]>(jobIds.map((id) => [id, []]));
  if (jobIds.length === 0) return days;
  const rows = await db
    .selectFrom('job_days')
    .select(['job_id', 'date', 'start_time', 'end_time'])
    .where('job_id', 'in', jobIds)
    .orderBy('date')
    .orderBy('start_time')
    .execute();
  for (const r of rows) days.get(r.job_id)?.push({ date: r.date, start: r.start_time, end: r.end_time });
  return days;
}

/** Each job's artists, in the order they were taken. */
export async function artistsOfJobs(db: DbOrTx, jobIds: number[]) {
  if (jobIds.length === 0) return [];
  return db
    .selectFrom('job_artists as ja')
    .innerJoin('artists as a', 'a.id', 'ja.artist_id')
    .selectAll('ja')
    .select(['a.kor_name', 'a.eng_name'])
    .where('ja.job_id', 'in', jobIds)
    .orderBy('ja.optioned_at')
    .orderBy('ja.id')
    .execute();
}

export function findJobArtist(db: DbOrTx, jobId: number, artistId: number): Promise<JobArtistRow | undefined> {
  return db.selectFrom('job_artists').selectAll().where('job_id', '=', jobId).where('artist_id', '=', artistId).executeTakeFirst();
}

export async function insertJobArtist(trx: DbOrTx, values: Omit<Insertable<JobArtistsTable>, 'id'>): Promise<void> {
  await trx.insertInto('job_artists').values(values).execute();
}

export async function updateJobArtist(trx: DbOrTx, jobId: number, artistId: number, values: Partial<Omit<Insertable<JobArtistsTable>, 'id'>>): Promise<void> {
  await trx.updateTable('job_artists').set(values).where('job_id', '=', jobId).where('artist_id', '=', artistId).execute();
}

export async function deleteJobArtists(trx: DbOrTx, jobId: number): Promise<void> {
  await trx.deleteFrom('job_artists').where('job_id', '=', jobId).execute();
}

/** Artists of the job still held (on option or confirmed). */
export async function heldArtistIds(db: DbOrTx, jobId: number): Promise<number[]> {
  const rows = await db.selectFrom('job_artists').select('artist_id').where('job_id', '=', jobId).where('status', '!=', 'released').execute();
  return rows.map((r) => r.artist_id);
}

export interface JobListFilter {
  from?: string;
  to?: string;
  artistId?: number;
  boardId?: number;
  inquiryId?: number;
  packageId?: number;
  status?: JobStatus;
}

/** Most jobs one list answers (a calendar range holds far fewer). */
export const JOB_LIST_LIMIT = 500;

/** Ids of jobs with a day in from..to, of the artist (not released), of an artist on the board, the inquiry, the package or the status; by first day. */
export async function listJobIds(db: DbOrTx, filter: JobListFilter): Promise<number[]> {
  let query = db
    .selectFrom('jobs as j')
    .leftJoin('job_days as d', 'd.job_id', 'j.id')
    .select(['j.id'])
    .select((eb) => eb.fn.min('d.date').as('first_day'))
    .groupBy('j.id');
  if (filter.from || filter.to) {
    const { from, to } = filter;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('job_days as x')
          .select('x.id')
          .whereRef('x.job_id', '=', 'j.id')
          .$if(from !== undefined, (q) => q.where('x.date', '>=', from!))
          .$if(to !== undefined, (q) => q.where('x.date', '<=', to!)),
      ),
    );
  }
  if (filter.status) query = query.where('j.status', '=', filter.status);
  if (filter.inquiryId) query = query.where('j.inquiry_id', '=', filter.inquiryId);
  if (filter.packageId) query = query.where('j.package_id', '=', filter.packageId);
  if (filter.artistId) {
    const artistId = filter.artistId;
    query = query.where((eb) => eb.exists(eb.selectFrom('job_artists as ja').select('ja.id').whereRef('ja.job_id', '=', 'j.id').where('ja.artist_id', '=', artistId).where('ja.status', '!=', 'released')));
  }
  if (filter.boardId) {
    const boardId = filter.boardId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('job_artists as ja')
          .innerJoin('artist_boards as ab', 'ab.artist_id', 'ja.artist_id')
          .select('ja.id')
          .whereRef('ja.job_id', '=', 'j.id')
          .where('ab.board_id', '=', boardId)
          .where('ja.status', '!=', 'released'),
      ),
    );
  }
  const rows = await query.orderBy('first_day').orderBy('j.id').limit(JOB_LIST_LIMIT).execute();
  return rows.map((r) => Number(r.id));
}

export function jobsByIds(db: DbOrTx, ids: number[]): Promise<JobRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('jobs').selectAll().where('id', 'in', ids).execute();
}

/** A held artist's days on other open jobs (for conflicts): one row per day slot. */
export async function heldDaysOfArtist(db: DbOrTx, artistId: number, dates: string[], exceptJobId: number) {
  if (dates.length === 0) return [];
  return db
    .selectFrom('job_artists as ja')
    .innerJoin('jobs as j', 'j.id', 'ja.job_id')
    .innerJoin('job_days as d', 'd.job_id', 'ja.job_id')
    .select(['ja.id', 'ja.job_id', 'ja.status', 'ja.optioned_at', 'ja.option_expires_at', 'd.date', 'd.start_time', 'd.end_time'])
    .where('ja.artist_id', '=', artistId)
    .where('ja.job_id', '!=', exceptJobId)
    .where('ja.status', '!=', 'released')
    .where('j.status', 'not in', CLOSED_JOB_STATUSES)
    .where('d.date', 'in', dates)
    .execute();
}

/** Options past their expiry still on option: the expiry job's work. */
export async function expiredOptions(db: DbOrTx, now: string, limit: number) {
  return db
    .selectFrom('job_artists')
    .select(['job_id', 'artist_id'])
    .where('status', '=', 'option')
    .where('option_expires_at', '<=', now)
    .orderBy('option_expires_at')
    .limit(limit)
    .execute();
}

/** Releases the option if it is still one past its expiry; false when another instance or staff got there first. */
export async function releaseIfExpired(trx: DbOrTx, jobId: number, artistId: number, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('job_artists')
    .set({ status: 'released', released_reason: 'expired', updated_at: now })
    .where('job_id', '=', jobId)
    .where('artist_id', '=', artistId)
    .where('status', '=', 'option')
    .where('option_expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function confirmationsOfJob(db: DbOrTx, jobId: number) {
  return db.selectFrom('job_confirmations').selectAll().where('job_id', '=', jobId).orderBy('id').execute();
}

/** The inquiry and package a restored job names, where they still exist. */
export async function existingLinks(db: DbOrTx, inquiryId: number | null, packageId: number | null) {
  const inquiry = inquiryId ? await db.selectFrom('inquiries').select('id').where('id', '=', inquiryId).executeTakeFirst() : undefined;
  const pkg = packageId ? await db.selectFrom('packages').select('id').where('id', '=', packageId).executeTakeFirst() : undefined;
  return { inquiry_id: inquiry?.id ?? null, package_id: pkg?.id ?? null };
}

/** Options on option (not past their expiry at `now`, unless null), on open jobs, of these artists on these dates: first taken first. */
export function liveOptions(db: DbOrTx, artistIds: number[], dates: string[], now: string | null) {
  return db
    .selectFrom('job_artists as ja')
    .innerJoin('jobs as j', 'j.id', 'ja.job_id')
    .innerJoin('job_days as d', 'd.job_id', 'ja.job_id')
    .select(['ja.id', 'ja.job_id', 'ja.artist_id', 'ja.optioned_at', 'd.date'])
    .where('ja.artist_id', 'in', [...new Set(artistIds)])
    .where('d.date', 'in', [...new Set(dates)])
    .where('ja.status', '=', 'option')
    .$if(now !== null, (q) => q.where((eb) => eb.or([eb('ja.option_expires_at', 'is', null), eb('ja.option_expires_at', '>', now!)])))
    .where('j.status', 'not in', CLOSED_JOB_STATUSES)
    .orderBy('ja.optioned_at')
    .orderBy('ja.id')
    .execute();
}

/** Every held artist of the job released (it was cancelled or deleted). */
export async function releaseHeld(trx: DbOrTx, jobId: number, now: string): Promise<void> {
  await trx.updateTable('job_artists').set({ status: 'released', released_reason: 'cancelled', updated_at: now }).where('job_id', '=', jobId).where('status', '!=', 'released').execute();
}

export function artistNames(db: DbOrTx) {
  return db.selectFrom('artists').select(['id', 'kor_name', 'eng_name']).orderBy('kor_name').orderBy('id').execute();
}

export function artistName(db: DbOrTx, id: number) {
  return db.selectFrom('artists').select(['id', 'kor_name', 'eng_name']).where('id', '=', id).executeTakeFirst();
}

export function findInquiry(db: DbOrTx, id: number) {
  return db.selectFrom('inquiries').select(['title', 'name', 'email', 'phone', 'message', 'created_at']).where('id', '=', id).executeTakeFirst();
}

export async function insertConfirmation(trx: DbOrTx, values: Omit<Insertable<JobConfirmationsTable>, 'id'>): Promise<void> {
  await trx.insertInto('job_confirmations').values(values).execute();
}
