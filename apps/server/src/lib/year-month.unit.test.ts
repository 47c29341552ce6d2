import { describe, expect, it } from 'vitest';
import { endedMonthIn, yearMonthIn } from './year-month';

describe('yearMonthIn', () => {
  it('turns to the next month at midnight of the zone, asked many times a minute', () => {
    const at = (iso: string, zone: string) => yearMonthIn(new Date(iso), zone);
    // Seoul is UTC+9: December begins at 15:00 UTC on 30 November.
    expect(at('2026-11-30T14:59:00.000Z', 'Asia/Seoul')).toEqual({ year: 2026, month: 11 });
    expect(at('2026-11-30T14:59:59.999Z', 'Asia/Seoul')).toEqual({ year: 2026, month: 11 });
    expect(at('2026-11-30T15:00:00.000Z', 'Asia/Seoul')).toEqual({ year: 2026, month: 12 });
    // Kathmandu is UTC+5:45, a zone whose midnight is not on the hour.
    expect(at('2026-12-31T18:14:59.000Z', 'Asia/Kathmandu')).toEqual({ year: 2026, month: 12 });
    expect(at('2026-12-31T18:15:00.000Z', 'Asia/Kathmandu')).toEqual({ year: 2027, month: 1 });
    // The same minute in another zone is its own answer.
    expect(at('2026-12-31T18:15:00.000Z', 'UTC')).toEqual({ year: 2026, month: 12 });
    // Going back in time is answered too (a test clock, a corrected system clock).
    expect(at('2026-11-30T14:59:30.000Z', 'Asia/Seoul')).toEqual({ year: 2026, month: 11 });
  });

  it('answers a copy the caller may change', () => {
    const first = yearMonthIn(new Date('2026-05-10T00:00:00.000Z'), 'Asia/Seoul');
    first.month = 1;
    expect(yearMonthIn(new Date('2026-05-10T00:00:10.000Z'), 'Asia/Seoul')).toEqual({ year: 2026, month: 5 });
    expect(endedMonthIn(new Date('2026-05-10T00:00:20.000Z'), 'Asia/Seoul')).toEqual({ year: 2026, month: 4 });
  });
});
