import { describe, expect, it } from 'vitest';
import { nextDay, startOfDayIn, wallClockIn } from './zoned-day';

describe('zoned days', () => {
  it('finds where a day begins in a time zone', () => {
    expect(startOfDayIn('2026-11-25', 'Asia/Seoul').toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(startOfDayIn('2026-11-25', 'UTC').toISOString()).toBe('2026-11-25T00:00:00.000Z');
    // New York: summer time until 2026-11-01 (UTC-4), winter time after (UTC-5).
    expect(startOfDayIn('2026-10-31', 'America/New_York').toISOString()).toBe('2026-10-31T04:00:00.000Z');
    expect(startOfDayIn('2026-11-02', 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('steps to the next day across months and years', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('shows an instant on the wall clock of a time zone', () => {
    expect(wallClockIn(new Date('2026-11-24T15:04:05Z'), 'Asia/Seoul')).toBe('2026-11-25 00:04');
  });
});
