import type { DbOrTx } from '../../db/database';
import { liveOptions } from './jobs-repository';

/**
 * The live options of artists on dates, in the order they were taken (decision 120): an option's rank on a day is
 * its place among the artist's options on that day that are not released, not expired and not on a cancelled job.
 * Nothing is stored, so a release or an expiry moves the next one up by itself.
 */
export interface RankTable {
  /** 1-based; null when the job holds no live option of the artist on that date. */
  rankOf(jobId: number, artistId: number, date: string): number | null;
  /** The jobs holding options on the artist's date, first option first. */
  jobsOn(artistId: number, date: string): number[];
}

const keyOf = (artistId: number, date: string) => `${artistId}|${date}`;

/**
 * `now` null reads the queue as it stands in the table, options past their expiry that the expiry job has not
 * released yet included: promotions are judged on it, so each one is told once (decision 120).
 */
export async function readRanks(db: DbOrTx, artistIds: number[], dates: string[], now: string | null): Promise<RankTable> {
  const order = new Map<string, number[]>();
  if (artistIds.length > 0 && dates.length > 0) {
    const rows = await liveOptions(db, artistIds, dates, now);
    for (const row of rows) {
      const key = keyOf(row.artist_id, row.date);
      const jobs = order.get(key) ?? [];
      // A job with two slots on one date holds one option that day.
      if (!jobs.includes(row.job_id)) jobs.push(row.job_id);
      order.set(key, jobs);
    }
  }
  return {
    rankOf(jobId, artistId, date) {
      const index = (order.get(keyOf(artistId, date)) ?? []).indexOf(jobId);
      return index < 0 ? null : index + 1;
    },
    jobsOn: (artistId, date) => order.get(keyOf(artistId, date)) ?? [],
  };
}

/** Jobs whose option on one of the dates became the first between two readings: each with the dates it did. */
export function promotedJobs(before: RankTable, after: RankTable, artistId: number, dates: string[]): Map<number, string[]> {
  const promoted = new Map<number, string[]>();
  for (const date of new Set(dates)) {
    const [first] = after.jobsOn(artistId, date);
    if (first === undefined || before.rankOf(first, artistId, date) === 1) continue;
    promoted.set(first, [...(promoted.get(first) ?? []), date]);
  }
  return promoted;
}
