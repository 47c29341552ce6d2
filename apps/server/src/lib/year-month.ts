export interface YearMonth {
  year: number;
  month: number;
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per time zone: creating one costs more than the rest of counting a view. */
function monthFormat(timeZone: string): Intl.DateTimeFormat {
  let format = monthFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' });
    monthFormats.set(timeZone, format);
  }
  return format;
}

/** The last answer per time zone and the UTC minute it is for: every zone's offset is whole minutes today. */
const lastMonths = new Map<string, { minute: number; month: YearMonth }>();

/** The calendar month of `date` in `timeZone` (worked out once a minute: every counted view asks for it). */
export function yearMonthIn(date: Date, timeZone: string): YearMonth {
  const minute = Math.floor(date.getTime() / 60_000);
  const last = lastMonths.get(timeZone);
  if (last?.minute === minute) return { ...last.month };
  const parts = monthFormat(timeZone).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const month = { year: get('year'), month: get('month') };
  lastMonths.set(timeZone, { minute, month });
  return { ...month };
}

/** The month that ended last in `timeZone` (the one the monthly closing closes). */
export function endedMonthIn(date: Date, timeZone: string): YearMonth {
  return previousMonth(yearMonthIn(date, timeZone));
}

export function previousMonth({ year, month }: YearMonth): YearMonth {
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

export function formatYearMonth({ year, month }: YearMonth): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}
