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

/** The calendar month of `date` in `timeZone`. */
export function yearMonthIn(date: Date, timeZone: string): YearMonth {
  const parts = monthFormat(timeZone).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month') };
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
