import type { Job, JobDraft, JobStatus } from '@agency/contract/jobs';
import type { MergeField } from '@admin/lib/edit-form/merge-edits';
import { jobTexts as t } from './job-texts';

export type JobDayForm = { date: string; start: string; end: string };
/** What a new job's form holds (POST /api/admin/jobs without its links). */
export type NewJobForm = {
  title: string;
  client: { company: string; name: string; email: string; phone: string };
  days: JobDayForm[];
  place: string;
  usage: string;
  notes: string;
  booker: { name: string; email: string; phone: string };
  fee: number | null;
};
/** The edit form holds exactly PUT /api/admin/jobs/{id}'s body. */
export type JobForm = NewJobForm & { status: JobStatus };

const pad = (n: number) => String(n).padStart(2, '0');
/** Today on this computer's calendar (YYYY-MM-DD). */
export const localToday = (now = new Date()): string => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

export const blankDay = (date = localToday()): JobDayForm => ({ date, start: '09:00', end: '18:00' });

export function toNewJobForm(draft?: JobDraft): NewJobForm {
  return {
    title: draft?.title ?? '',
    client: draft?.client ?? { company: '', name: '', email: '', phone: '' },
    days: draft && draft.days.length > 0 ? draft.days : [blankDay()],
    place: '',
    usage: '',
    notes: '',
    booker: { name: '', email: '', phone: '' },
    fee: null,
  };
}

export function toJobForm(job: Job | undefined): JobForm {
  if (!job) return { ...toNewJobForm(), status: 'inquiry' };
  return {
    title: job.title,
    client: job.client,
    days: job.days,
    place: job.place,
    usage: job.usage,
    notes: job.notes,
    booker: job.booker,
    fee: job.fee,
    status: job.status,
  };
}

/** The fields the merge after a 409 shows by name. */
export const jobMergeFields: MergeField[] = [
  { path: 'title', label: t.title },
  { path: 'place', label: t.place },
  { path: 'usage', label: t.usage },
  { path: 'notes', label: t.notes },
  { path: 'status', label: t.status },
];

/** '' in the fee input is no fee. */
export const feeValue = (value: unknown): number | null => (value === '' || value === null || value === undefined ? null : Number(value));
