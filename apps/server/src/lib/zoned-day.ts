const formats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant` (ms, whole seconds). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = wallClockFormat(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const wallClock = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant `timeZone`'s wall clock shows `day` (YYYY-MM-DD) at `time` (HH:mm). The offset is looked up twice, so a
 * DST change is met: a time the clock shows twice is its first, a time it skips comes out an hour early.
 */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wallClockUtc = Date.UTC(year, month - 1, date, hour, minute);
  const first = wallClockUtc - offsetAt(wallClockUtc, timeZone);
  return new Date(wallClockUtc - offsetAt(first, timeZone));
}

/** The instant `day` (YYYY-MM-DD) begins in `timeZone`. */
export function startOfDayIn(day: string, timeZone: string): Date {
  return zonedInstant(day, '00:00', timeZone);
}

/** The day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** `instant` on `timeZone`'s wall clock as YYYY-MM-DD HH:mm. */
export function wallClockIn(instant: Date, timeZone: string): string {
  const parts = wallClockFormat(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => (parts.find((part) => part.type === type)?.value ?? '').padStart(2, '0');
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}
