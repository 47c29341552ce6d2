import {
  JOB_ARTIST_ALREADY_ON,
  JOB_ARTIST_NOT_ON_JOB,
  JOB_CLOSED,
  JOB_CONFIRMED_ELSEWHERE,
  JOB_EXPIRY_PAST,
  JOB_HIGHER_OPTION,
  JOB_NOT_FOUND,
  JOB_UNKNOWN_ARTIST,
  JOB_UNKNOWN_INQUIRY,
  JOB_UNKNOWN_PACKAGE,
  adminJobPath,
  type Job,
  type JobArtistStatus,
  type JobDay,
  type JobStatus,
  type addJobArtistSchema,
  type changeJobArtistSchema,
  type createJobSchema,
  type updateJobSchema,
} from '@agency/contract/jobs';
import { EDIT_CONFLICT } from '@agency/contract/edit-version';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { ExpectedVersion } from '../../lib/if-match';
import { queueNotification } from '../../mail/outbox-repository';
import type { Actor } from '../audit/audit-kind';
import type { AuditLog } from '../audit/audit-log';
import { currentPicks } from '../packages/packages-service';
import { unavailableWarnings } from './artist-availability';
import { jobFieldsOf, jobKind, type JobState } from './job-audit';
import { buildPromotionMail } from './job-mail';
import { promotedJobs, readRanks, type RankTable } from './job-ranks';
import * as repo from './jobs-repository';

type CreateJobValue = z.output<typeof createJobSchema>;
type UpdateJobValue = z.output<typeof updateJobSchema>;
type AddArtistValue = z.output<typeof addJobArtistSchema>;
type ChangeArtistValue = z.output<typeof changeJobArtistSchema>;

/** 409 naming the other job, so the booker can open it (issue 38). */
const conflictWith = (message: string, jobId: number) => new AppError(409, message, {}, { conflictJobId: jobId });

const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }) => a.start < b.end && b.start < a.end;
const datesOf = (days: JobDay[]) => [...new Set(days.map((d) => d.date))];
const OPEN_JOB_STATUSES: JobStatus[] = ['inquiry', 'option', 'confirmed'];

/** The job row's own fields from a create, an update or a state of its history. */
function jobValues(input: Pick<UpdateJobValue, 'title' | 'client' | 'place' | 'usage' | 'notes' | 'booker' | 'fee'>) {
  return {
    title: input.title,
    client_company: input.client.company,
    client_name: input.client.name,
    client_email: input.client.email,
    client_phone: input.client.phone,
    place: input.place,
    usage: input.usage,
    notes: input.notes,
    booker_name: input.booker.name,
    booker_email: input.booker.email,
    booker_phone: input.booker.phone,
    fee: input.fee,
  };
}

/**
 * Jobs and the artists held on them (issue 38, decision 120). Every write that takes, confirms or releases an artist
 * locks the job's row and then the artists' rows, so two bookers on one artist run one after the other: ranks are
 * read from committed options (1st and 2nd, never two 1sts) and of two confirmations one gets the 409.
 */
export function createJobsService(deps: { db: Db; clock: Clock; audit: AuditLog; outbox: { kick(): void }; siteName: string; siteUrl: string | undefined }) {
  const { db, clock, audit } = deps;

  async function toJobs(dbOrTx: DbOrTx, rows: repo.JobRow[]): Promise<Job[]> {
    const ids = rows.map((r) => r.id);
    const [days, artists, confirmations] = await Promise.all([
      repo.daysOfJobs(dbOrTx, ids),
      repo.artistsOfJobs(dbOrTx, ids),
      Promise.all(ids.map((id) => repo.confirmationsOfJob(dbOrTx, id))),
    ]);
    const allDates = [...new Set([...days.values()].flat().map((d) => d.date))];
    const ranks = await readRanks(dbOrTx, artists.map((a) => a.artist_id), allDates, clock.now().toISOString());
    return rows.map((row, index) => {
      const jobDays = days.get(row.id) ?? [];
      return {
        id: row.id,
        ...jobFieldsOf(row),
        status: row.status as JobStatus,
        days: jobDays,
        artists: artists
          .filter((a) => a.job_id === row.id)
          .map((a) => ({
            artistId: a.artist_id,
            korName: a.kor_name,
            engName: a.eng_name,
            status: a.status as JobArtistStatus,
            fee: a.fee,
            optionExpiresAt: a.option_expires_at,
            ranks: a.status === 'option' ? datesOf(jobDays).flatMap((date) => rankEntry(ranks, row.id, a.artist_id, date)) : [],
            releasedReason: a.released_reason,
            takenBy: a.taken_by,
            takenAt: a.optioned_at,
          })),
        confirmations: confirmations[index]!.map((c) => ({ id: c.id, language: c.language === 'en' ? ('en' as const) : ('ko' as const), sentTo: c.sent_to, sentAt: c.sent_at, sentBy: c.sent_by })),
        createdBy: row.created_by,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        version: row.version,
      };
    });
  }

  function rankEntry(ranks: RankTable, jobId: number, artistId: number, date: string) {
    const rank = ranks.rankOf(jobId, artistId, date);
    return rank === null ? [] : [{ date, rank }];
  }

  async function jobOf(dbOrTx: DbOrTx, id: number): Promise<Job> {
    const row = await repo.findJob(dbOrTx, id);
    if (!row) throw new NotFoundError(JOB_NOT_FOUND);
    return (await toJobs(dbOrTx, [row]))[0]!;
  }

  /** Locks the job's row (404 when gone, 409 when `expected` is not its version) and answers it. */
  async function claimJob(trx: DbOrTx, id: number, expected?: ExpectedVersion): Promise<repo.JobRow> {
    const version = await repo.claimJobVersion(trx, id, expected);
    const row = await repo.findJob(trx, id);
    if (!row) throw new NotFoundError(JOB_NOT_FOUND);
    if (version === undefined) throw new ConflictError(EDIT_CONFLICT);
    return row;
  }

  async function assertLinksExist(trx: DbOrTx, input: { inquiryId?: number | undefined; packageId?: number | undefined }) {
    const links = await repo.existingLinks(trx, input.inquiryId ?? null, input.packageId ?? null);
    if (input.inquiryId && links.inquiry_id === null) throw new BadRequestError(JOB_UNKNOWN_INQUIRY);
    if (input.packageId && links.package_id === null) throw new BadRequestError(JOB_UNKNOWN_PACKAGE);
  }

  function assertExpiryAhead(expiresAt: string | null | undefined, now: Date): string | null {
    if (!expiresAt) return null;
    const at = new Date(expiresAt);
    if (at.getTime() <= now.getTime()) throw new BadRequestError(JOB_EXPIRY_PAST);
    return at.toISOString();
  }

  /**
   * Refuses a confirmation of the artist on these days (409 naming the other job): when they are confirmed elsewhere
   * at an overlapping time, or when another job holds an option on one of the days ahead of this job's.
   */
  async function assertConfirmable(trx: DbOrTx, jobId: number, artistId: number, days: JobDay[], now: string): Promise<void> {
    const held = await repo.heldDaysOfArtist(trx, artistId, datesOf(days), jobId);
    const clash = held.find((h) => h.status === 'confirmed' && days.some((d) => d.date === h.date && overlaps(d, { start: h.start_time, end: h.end_time })));
    if (clash) throw conflictWith(JOB_CONFIRMED_ELSEWHERE, clash.job_id);
    const ranks = await readRanks(trx, [artistId], datesOf(days), now);
    for (const date of datesOf(days)) {
      const ahead = ranks.jobsOn(artistId, date);
      if (ahead.length > 0 && ahead[0] !== jobId) throw conflictWith(JOB_HIGHER_OPTION, ahead[0]!);
    }
  }

  /**
   * Queues a mail to each job's booker whose option moved up to the first between `before` and now, both read as the
   * queue stands in the table (expired options the job has not released still in it); an option that is itself past
   * its expiry is not told (the one after it is, when the expiry job releases it).
   */
  async function notifyPromotions(trx: DbOrTx, artistId: number, dates: string[], before: RankTable, now: Date): Promise<void> {
    const after = await readRanks(trx, [artistId], dates, null);
    const live = await readRanks(trx, [artistId], dates, now.toISOString());
    const promoted = [...promotedJobs(before, after, artistId, dates)].filter(([jobId, onDates]) => onDates.some((date) => live.rankOf(jobId, artistId, date) === 1));
    if (promoted.length === 0) return;
    const artist = await repo.artistName(trx, artistId);
    for (const [jobId, onDates] of promoted) {
      const job = await repo.findJob(trx, jobId);
      if (!job) continue;
      const adminUrl = deps.siteUrl ? `${deps.siteUrl}${adminJobPath(jobId)}` : null;
      const mail = buildPromotionMail({ siteName: deps.siteName, artistName: artist?.kor_name ?? `#${artistId}`, jobTitle: job.title, dates: onDates, adminUrl, to: job.booker_email });
      await queueNotification(trx, mail, now);
    }
  }

  /** Puts an artist on the job: an option takes the next rank of each day; a confirmation must not collide. */
  async function holdArtist(trx: Tx, job: repo.JobRow, days: JobDay[], input: AddArtistValue, actor: Actor, now: Date): Promise<string[]> {
    const at = now.toISOString();
    if (input.status === 'confirmed') await assertConfirmable(trx, job.id, input.artistId, days, at);
    const expiresAt = input.status === 'option' ? assertExpiryAhead(input.optionExpiresAt, now) : null;
    await repo.insertJobArtist(trx, {
      job_id: job.id,
      artist_id: input.artistId,
      status: input.status,
      fee: input.fee ?? null,
      option_expires_at: expiresAt,
      optioned_at: at,
      released_reason: null,
      taken_by: actor.username,
      updated_at: at,
    });
    return unavailableWarnings(trx, input.artistId, days);
  }

  /** Moves the job's own status up as its artists are held: inquiry → option → confirmed (staff set done and cancelled). */
  async function advanceStatus(trx: DbOrTx, job: repo.JobRow, held: JobArtistStatus, now: string): Promise<void> {
    const next: JobStatus | undefined = held === 'confirmed' && (job.status === 'inquiry' || job.status === 'option') ? 'confirmed' : held === 'option' && job.status === 'inquiry' ? 'option' : undefined;
    if (!next) return;
    await repo.updateJob(trx, job.id, { status: next });
    await repo.bumpJobVersion(trx, job.id, undefined, now);
  }

  /**
   * Runs `work` on the job with its held artists locked, then tells the bookers of options it moved up to the first
   * on any of `dates` (a release, a cancellation, a deletion, new days).
   */
  async function movingRanks(trx: Tx, jobId: number, dates: string[], now: Date, work: (held: number[]) => Promise<void>): Promise<void> {
    const held = await repo.heldArtistIds(trx, jobId);
    await repo.lockArtists(trx, held);
    const before = await readRanks(trx, held, dates, null);
    await work(held);
    for (const artistId of held) await notifyPromotions(trx, artistId, dates, before, now);
  }

  return {
    get: (id: number): Promise<Job> => jobOf(db, id),

    async list(filter: repo.JobListFilter): Promise<Job[]> {
      const ids = await repo.listJobIds(db, filter);
      const rows = await repo.jobsByIds(db, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return toJobs(db, ids.flatMap((id) => byId.get(id) ?? []));
    },

    async create(input: CreateJobValue, actor: Actor): Promise<Job> {
      const now = clock.now();
      const at = now.toISOString();
      const answer = await inTransaction(db, async (trx) => {
        await assertLinksExist(trx, input);
        const inquiry = input.inquiryId ? await repo.findInquiry(trx, input.inquiryId) : undefined;
        const client = inquiry
          ? { ...input.client, name: input.client.name || inquiry.name, email: input.client.email || inquiry.email, phone: input.client.phone || inquiry.phone }
          : input.client;
        let optionIds = input.optionArtistIds;
        if (!optionIds && input.packageId) {
          const picks = await currentPicks(trx, input.packageId);
          optionIds = [...picks].filter(([, pick]) => pick.status === 'select').map(([artistId]) => artistId);
        }
        const unique = [...new Set(optionIds ?? [])];
        const change = await audit.begin(trx, jobKind, null);
        const id = await repo.insertJob(trx, {
          ...jobValues({ ...input, client }),
          status: unique.length > 0 ? 'option' : 'inquiry',
          inquiry_id: input.inquiryId ?? null,
          package_id: input.packageId ?? null,
          created_by: actor.username,
          created_at: at,
          updated_at: at,
        });
        await repo.replaceDays(trx, id, input.days);
        if ((await repo.lockArtists(trx, unique)).length !== unique.length) throw new BadRequestError(JOB_UNKNOWN_ARTIST);
        const job = (await repo.findJob(trx, id))!;
        for (const artistId of unique) await holdArtist(trx, job, input.days, { artistId, status: 'option' }, actor, now);
        await change.record(actor, 'job.create', { key: String(id) });
        return jobOf(trx, id);
      });
      return answer;
    },

    /** Saves the job's fields and status (If-Match); new days must not collide with its confirmed artists' other jobs. */
    async update(id: number, input: UpdateJobValue, actor: Actor, expected?: ExpectedVersion): Promise<Job> {
      const now = clock.now();
      const at = now.toISOString();
      const answer = await inTransaction(db, async (trx) => {
        const stored = await claimJob(trx, id, expected);
        const change = await audit.begin(trx, jobKind, String(id));
        const oldDays = (await repo.daysOfJobs(trx, [id])).get(id) ?? [];
        const dates = [...new Set([...datesOf(oldDays), ...datesOf(input.days)])];
        await movingRanks(trx, id, dates, now, async () => {
          if (input.status === 'cancelled' && stored.status !== 'cancelled') await repo.releaseHeld(trx, id, at);
          await repo.updateJob(trx, id, { ...jobValues(input), status: input.status });
          await repo.replaceDays(trx, id, input.days);
          for (const artist of (await repo.artistsOfJobs(trx, [id])).filter((a) => a.status === 'confirmed')) {
            const clash = (await repo.heldDaysOfArtist(trx, artist.artist_id, datesOf(input.days), id)).find(
              (h) => h.status === 'confirmed' && input.days.some((d) => d.date === h.date && overlaps(d, { start: h.start_time, end: h.end_time })),
            );
            if (clash) throw conflictWith(JOB_CONFIRMED_ELSEWHERE, clash.job_id);
          }
        });
        await repo.bumpJobVersion(trx, id, undefined, at);
        await change.record(actor, 'job.update');
        return jobOf(trx, id);
      });
      deps.outbox.kick();
      return answer;
    },

    /** The job goes with its days and holds; the next options of its artists move up. */
    async delete(id: number, actor: Actor, expected?: ExpectedVersion): Promise<void> {
      const now = clock.now();
      await inTransaction(db, async (trx) => {
        await claimJob(trx, id, expected);
        const change = await audit.begin(trx, jobKind, String(id));
        const days = (await repo.daysOfJobs(trx, [id])).get(id) ?? [];
        await movingRanks(trx, id, datesOf(days), now, async () => {
          await repo.releaseHeld(trx, id, now.toISOString());
          await repo.deleteJob(trx, id);
        });
        await change.record(actor, 'job.delete');
      });
      deps.outbox.kick();
    },

    async addArtist(jobId: number, input: AddArtistValue, actor: Actor) {
      const now = clock.now();
      return inTransaction(db, async (trx) => {
        const job = await claimJob(trx, jobId);
        if (!OPEN_JOB_STATUSES.includes(job.status as JobStatus)) throw new BadRequestError(JOB_CLOSED);
        if ((await repo.lockArtists(trx, [input.artistId])).length === 0) throw new BadRequestError(JOB_UNKNOWN_ARTIST);
        if (await repo.findJobArtist(trx, jobId, input.artistId)) throw new ConflictError(JOB_ARTIST_ALREADY_ON);
        const change = await audit.begin(trx, jobKind, String(jobId));
        const days = (await repo.daysOfJobs(trx, [jobId])).get(jobId) ?? [];
        const warnings = await holdArtist(trx, job, days, input, actor, now);
        await advanceStatus(trx, job, input.status, now.toISOString());
        await change.record(actor, 'job.artist');
        return answerFor(trx, jobId, input.artistId, warnings);
      });
    },

    /** Option, confirmation or release of an artist on the job; a release moves the next options up and tells their bookers. */
    async changeArtist(jobId: number, artistId: number, input: ChangeArtistValue, actor: Actor) {
      const now = clock.now();
      const at = now.toISOString();
      const answer = await inTransaction(db, async (trx) => {
        const job = await claimJob(trx, jobId);
        await repo.lockArtists(trx, [artistId]);
        const held = await repo.findJobArtist(trx, jobId, artistId);
        if (!held) throw new NotFoundError(JOB_ARTIST_NOT_ON_JOB);
        if (!OPEN_JOB_STATUSES.includes(job.status as JobStatus) && input.status !== 'released') throw new BadRequestError(JOB_CLOSED);
        const change = await audit.begin(trx, jobKind, String(jobId));
        const days = (await repo.daysOfJobs(trx, [jobId])).get(jobId) ?? [];
        const dates = datesOf(days);
        const before = await readRanks(trx, [artistId], dates, null);
        let warnings: string[] = [];
        if (input.status === 'confirmed' && held.status !== 'confirmed') await assertConfirmable(trx, jobId, artistId, days, at);
        const reopened = input.status === 'option' && held.status !== 'option';
        const expiresAt = input.status !== 'option' ? null : input.optionExpiresAt !== undefined ? assertExpiryAhead(input.optionExpiresAt, now) : reopened ? null : held.option_expires_at;
        await repo.updateJobArtist(trx, jobId, artistId, {
          status: input.status,
          option_expires_at: expiresAt,
          released_reason: input.status === 'released' ? 'released' : null,
          // Taken again after a release: at the back of the queue, as a new option.
          ...(reopened ? { optioned_at: at, taken_by: actor.username } : {}),
          ...(input.fee !== undefined ? { fee: input.fee } : {}),
          updated_at: at,
        });
        if (input.status !== 'released') warnings = await unavailableWarnings(trx, artistId, days);
        await advanceStatus(trx, job, input.status, at);
        await notifyPromotions(trx, artistId, dates, before, now);
        await change.record(actor, 'job.artist');
        return answerFor(trx, jobId, artistId, warnings);
      });
      deps.outbox.kick();
      return answer;
    },

    /**
     * Releases options past their expiry (the expiry job; every instance may run it: each release is a conditional
     * update, so one instance makes it and tells the next option's booker once). Answers how many it released.
     */
    async expireOptions(limit = 100): Promise<number> {
      const now = clock.now();
      const at = now.toISOString();
      let released = 0;
      for (const due of await repo.expiredOptions(db, at, limit)) {
        const done = await inTransaction(db, async (trx) => {
          if (!(await repo.findJob(trx, due.job_id))) return false;
          await repo.claimJobVersion(trx, due.job_id, undefined);
          await repo.lockArtists(trx, [due.artist_id]);
          const days = (await repo.daysOfJobs(trx, [due.job_id])).get(due.job_id) ?? [];
          const before = await readRanks(trx, [due.artist_id], datesOf(days), null);
          const change = await audit.begin(trx, jobKind, String(due.job_id));
          if (!(await repo.releaseIfExpired(trx, due.job_id, due.artist_id, at))) return false;
          await notifyPromotions(trx, due.artist_id, datesOf(days), before, now);
          await change.record({ username: 'system', role: 'system' }, 'job.expire');
          return true;
        });
        if (done) released++;
      }
      if (released > 0) deps.outbox.kick();
      return released;
    },

    /** Puts a job back to a state of its history (decision 105), its confirmed artists checked against their other jobs. */
    async restore(trx: Tx, key: string, state: JobState | null): Promise<void> {
      const id = Number(key);
      const at = clock.now().toISOString();
      const exists = (await repo.findJob(trx, id)) !== undefined;
      if (state === null) {
        if (exists) await repo.deleteJob(trx, id);
        return;
      }
      const values = jobValues(state);
      if (exists) {
        await repo.bumpJobVersion(trx, id, undefined, at);
        await repo.updateJob(trx, id, { ...values, status: state.status, ...(await repo.existingLinks(trx, state.inquiryId, state.packageId)) });
      } else {
        const links = await repo.existingLinks(trx, state.inquiryId, state.packageId);
        await repo.insertJob(trx, { ...values, id, status: state.status, ...links, created_by: state.createdBy, created_at: at, updated_at: at });
      }
      await repo.replaceDays(trx, id, state.days);
      await repo.deleteJobArtists(trx, id);
      const present = new Set(await repo.lockArtists(trx, state.artists.map((a) => a.artistId)));
      for (const artist of state.artists.filter((a) => present.has(a.artistId))) {
        if (artist.status === 'confirmed') await assertConfirmable(trx, id, artist.artistId, state.days, at);
        await repo.insertJobArtist(trx, {
          job_id: id,
          artist_id: artist.artistId,
          status: artist.status,
          fee: artist.fee,
          option_expires_at: artist.optionExpiresAt,
          optioned_at: artist.optionedAt,
          released_reason: artist.releasedReason,
          taken_by: artist.takenBy,
          updated_at: at,
        });
      }
    },
  };

  async function answerFor(trx: DbOrTx, jobId: number, artistId: number, warnings: string[]) {
    const job = await jobOf(trx, jobId);
    const artist = job.artists.find((a) => a.artistId === artistId)!;
    return { artistId, status: artist.status, ranks: artist.ranks, warnings, job };
  }
}

export type JobsService = ReturnType<typeof createJobsService>;
