import { UNAVAILABLE_NOT_FOUND, type ArtistCalendar, type JobDay, type JobStatus, type Unavailable } from '@agency/contract/jobs';
import type { Db, DbOrTx } from '../../db/database';
import { isForeignKeyViolation, translateDatabaseError } from '../../db/database-errors';
import { NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { readRanks } from './job-ranks';
import * as calendarRepo from './calendar-repository';

export const ARTIST_UNKNOWN = '없는 아티스트입니다.';

const toUnavailable = (r: { id: number; from_date: string; to_date: string; note: string }): Unavailable => ({ id: r.id, from: r.from_date, to: r.to_date, note: r.note });

/** A warning per unavailable period the days fall in (an option or a confirmation is still taken: the booker decides). */
export async function unavailableWarnings(db: DbOrTx, artistId: number, days: JobDay[]): Promise<string[]> {
  if (days.length === 0) return [];
  const dates = days.map((d) => d.date).sort();
  const periods = await calendarRepo.unavailableBetween(db, artistId, dates[0]!, dates[dates.length - 1]!);
  return periods
    .filter((p) => dates.some((date) => date >= p.from_date && date <= p.to_date))
    .map((p) => `불가 일정과 겹칩니다: ${p.from_date}~${p.to_date}${p.note ? ` (${p.note})` : ''}`);
}

/** An artist's month: each held day with its job, status and rank, and their unavailable days (issue 38). */
export function createArtistAvailability(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function assertArtist(artistId: number): Promise<void> {
    if (!(await calendarRepo.artistExists(db, artistId))) throw new NotFoundError(ARTIST_UNKNOWN);
  }

  return {
    async calendar(artistId: number, from: string, to: string): Promise<ArtistCalendar> {
      await assertArtist(artistId);
      const rows = await calendarRepo.heldSlotsOfArtist(db, artistId, from, to);
      const ranks = await readRanks(db, [artistId], rows.map((r) => r.date), clock.now().toISOString());
      const entries = rows.flatMap((r) => {
        const rank = r.status === 'option' ? ranks.rankOf(r.job_id, artistId, r.date) : null;
        // An expired option holds nothing any more, though the expiry job has not released it yet.
        if (r.status === 'option' && rank === null) return [];
        return [{ jobId: r.job_id, title: r.title, jobStatus: r.job_status as JobStatus, status: r.status as 'option' | 'confirmed', date: r.date, start: r.start_time, end: r.end_time, rank }];
      });
      return { artistId, entries, unavailable: (await calendarRepo.unavailableBetween(db, artistId, from, to)).map(toUnavailable) };
    },

    async addUnavailable(artistId: number, input: { from: string; to: string; note: string }, username: string): Promise<Unavailable> {
      await assertArtist(artistId);
      // An artist deleted meanwhile: the foreign key refuses the row.
      const row = await translateDatabaseError(
        () =>
          calendarRepo.insertUnavailable(db, { artist_id: artistId, from_date: input.from, to_date: input.to, note: input.note, created_by: username, created_at: clock.now().toISOString() }),
        isForeignKeyViolation,
        () => new NotFoundError(ARTIST_UNKNOWN),
      );
      return toUnavailable(row);
    },

    async removeUnavailable(artistId: number, id: number): Promise<void> {
      if (!(await calendarRepo.deleteUnavailable(db, artistId, id))) throw new NotFoundError(UNAVAILABLE_NOT_FOUND);
    },
  };
}
