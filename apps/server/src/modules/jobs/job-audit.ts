import type { JobDay } from '@agency/contract/jobs';
import type { AuditKind } from '../audit/audit-kind';
import { noPublicPaths } from '../purge/public-urls';
import * as repo from './jobs-repository';

export interface JobArtistState {
  artistId: number;
  status: string;
  fee: number | null;
  optionExpiresAt: string | null;
  optionedAt: string;
  releasedReason: string | null;
  takenBy: string;
}

/** What the history keeps of a job: everything staff entered and each artist's hold; not confirmations sent (mails). */
export interface JobState {
  title: string;
  status: string;
  client: { company: string; name: string; email: string; phone: string };
  days: JobDay[];
  place: string;
  usage: string;
  notes: string;
  booker: { name: string; email: string; phone: string };
  fee: number | null;
  inquiryId: number | null;
  packageId: number | null;
  createdBy: string;
  artists: JobArtistState[];
}

/** A job row's own fields, as the API and the history name them. */
export function jobFieldsOf(row: repo.JobRow) {
  return {
    title: row.title,
    client: { company: row.client_company, name: row.client_name, email: row.client_email, phone: row.client_phone },
    place: row.place,
    usage: row.usage,
    notes: row.notes,
    booker: { name: row.booker_name, email: row.booker_email, phone: row.booker_phone },
    fee: row.fee,
    inquiryId: row.inquiry_id,
    packageId: row.package_id,
  };
}

export async function jobState(trx: Parameters<typeof repo.findJob>[0], id: number): Promise<JobState | null> {
  const row = await repo.findJob(trx, id);
  if (!row) return null;
  const [days, artists] = await Promise.all([repo.daysOfJobs(trx, [id]), repo.artistsOfJobs(trx, [id])]);
  return {
    ...jobFieldsOf(row),
    status: row.status,
    days: days.get(id) ?? [],
    createdBy: row.created_by,
    artists: artists.map((a) => ({
      artistId: a.artist_id,
      status: a.status,
      fee: a.fee,
      optionExpiresAt: a.option_expires_at,
      optionedAt: a.optioned_at,
      releasedReason: a.released_reason,
      takenBy: a.taken_by,
    })),
  };
}

/** A job by id; nothing about jobs is public, so a change of one purges nothing. */
export const jobKind: AuditKind<JobState> = {
  type: 'job',
  table: 'jobs',
  snapshot: (trx, key) => jobState(trx, Number(key)),
  label: (state) => `${state.title} (${state.client.company})`,
  publicPaths: noPublicPaths,
  // Restored by its service's writes: JobsService.restore.
  restorable: true,
};
