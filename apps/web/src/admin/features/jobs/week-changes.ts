import type { JobDay } from '@agency/contract/jobs';

const DAY_MS = 86_400_000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const timeOf = (at: Date) => at.toISOString().slice(11, 16);

/**
 * The job's days after one slot was dragged or stretched on the week (the calendar runs in UTC on wall times, so an
 * instant's UTC date and time are the agency's). A slot dropped elsewhere moves; stretched within its day it gets
 * new hours; stretched into the days after, it is repeated on each of them with its hours (the last day ending when
 * the stretch ended, if that is after its start). An end at midnight ends the day before.
 */
export function daysAfterChange(days: JobDay[], index: number, start: Date, end: Date): JobDay[] {
  const last = new Date(end.getTime() - 1);
  const first = dayOf(start);
  const lastDay = dayOf(last);
  const startTime = timeOf(start);
  const endTime = timeOf(end) === '00:00' ? '23:59' : timeOf(end);
  const others = days.filter((_, i) => i !== index);
  if (lastDay === first) return sorted([...others, { date: first, start: startTime, end: endTime }]);
  const original = days[index]!;
  const stretched: JobDay[] = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= Date.parse(`${lastDay}T00:00:00Z`); at += DAY_MS) {
    const date = new Date(at).toISOString().slice(0, 10);
    const closing = date === lastDay && endTime > startTime ? endTime : original.end;
    stretched.push({ date, start: startTime, end: closing });
  }
  return sorted([...others, ...stretched]);
}

const sorted = (days: JobDay[]) => [...days].sort((a, b) => (a.date + a.start).localeCompare(b.date + b.start));
