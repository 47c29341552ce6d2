import { JOB_UNKNOWN_INQUIRY, type JobDraft } from '@agency/contract/jobs';
import type { DbOrTx } from '../../db/database';
import { NotFoundError } from '../../errors';
import { wallClockIn } from '../../lib/zoned-day';
import { artistNames, findInquiry } from './jobs-repository';

/** A job's usual day when the inquiry names only dates. */
const DEFAULT_DAY = { start: '09:00', end: '18:00' } as const;
const MAX_DRAFT_DAYS = 14;

const pad = (n: number) => String(n).padStart(2, '0');
const isRealDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
};

/**
 * The dates an inquiry's text names: 2026-12-03, 2026.12.03, 2026/12/3, and 12월 3일 (the next such day from when it
 * was sent). In the order they appear, each once.
 */
export function datesIn(text: string, sentOn: string): string[] {
  const found: { at: number; day: string }[] = [];
  for (const m of text.matchAll(/(20\d{2})\s*[-./]\s*(\d{1,2})\s*[-./]\s*(\d{1,2})/g)) found.push({ at: m.index, day: `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}` });
  for (const m of text.matchAll(/(?:(20\d{2})\s*년\s*)?(\d{1,2})\s*월\s*(\d{1,2})\s*일/g)) {
    const monthDay = `${pad(Number(m[2]))}-${pad(Number(m[3]))}`;
    const year = m[1] ? Number(m[1]) : Number(sentOn.slice(0, 4)) + (`${sentOn.slice(0, 4)}-${monthDay}` < sentOn ? 1 : 0);
    found.push({ at: m.index, day: `${year}-${monthDay}` });
  }
  const days = found.sort((a, b) => a.at - b.at).map((f) => f.day).filter(isRealDay);
  return [...new Set(days)].slice(0, MAX_DRAFT_DAYS);
}

/** Artists whose Korean or English name the text names (English names as whole words, in any case), in the order named. */
export function artistsIn(text: string, artists: { id: number; kor_name: string; eng_name: string }[]): number[] {
  const lower = text.toLowerCase();
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const positionOf = (a: { kor_name: string; eng_name: string }) => {
    const korean = a.kor_name.length >= 2 ? text.indexOf(a.kor_name) : -1;
    const english = a.eng_name.trim().length >= 3 ? (new RegExp(`(^|[^a-z])${escape(a.eng_name.trim().toLowerCase())}([^a-z]|$)`).exec(lower)?.index ?? -1) : -1;
    const found = [korean, english].filter((at) => at >= 0);
    return found.length > 0 ? Math.min(...found) : -1;
  };
  return artists
    .map((a) => ({ id: a.id, at: positionOf(a) }))
    .filter((a) => a.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((a) => a.id);
}

/** A new job's fields from an inquiry: its sender as the client's contact, its title, and the dates and artists it names. */
export async function jobDraftFromInquiry(db: DbOrTx, inquiryId: number, timeZone: string): Promise<JobDraft> {
  const inquiry = await findInquiry(db, inquiryId);
  if (!inquiry) throw new NotFoundError(JOB_UNKNOWN_INQUIRY);
  const text = `${inquiry.title}\n${inquiry.message}`;
  const sentOn = wallClockIn(new Date(inquiry.created_at), timeZone).slice(0, 10);
  const artists = await artistNames(db);
  return {
    title: inquiry.title,
    client: { company: '', name: inquiry.name, email: inquiry.email, phone: inquiry.phone },
    days: datesIn(text, sentOn).map((date) => ({ date, ...DEFAULT_DAY })),
    artistIds: artistsIn(text, artists),
  };
}
