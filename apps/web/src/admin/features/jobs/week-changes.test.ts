import { describe, expect, it } from 'vitest';
import { daysAfterChange } from './week-changes';

const at = (s: string) => new Date(`${s}:00Z`);
const days = [
  { date: '2026-12-01', start: '09:00', end: '18:00' },
  { date: '2026-12-03', start: '10:00', end: '12:00' },
];

describe('a slot dragged or stretched on the week', () => {
  it('moves to the day and time it was dropped on', () => {
    expect(daysAfterChange(days, 0, at('2026-12-04T08:00'), at('2026-12-04T17:00'))).toEqual([
      { date: '2026-12-03', start: '10:00', end: '12:00' },
      { date: '2026-12-04', start: '08:00', end: '17:00' },
    ]);
  });

  it('gets new hours when stretched within its day, and ends at 23:59 when stretched to midnight', () => {
    expect(daysAfterChange(days, 1, at('2026-12-03T10:00'), at('2026-12-03T15:30'))[1]).toEqual({ date: '2026-12-03', start: '10:00', end: '15:30' });
    expect(daysAfterChange(days, 1, at('2026-12-03T10:00'), at('2026-12-04T00:00'))[1]).toEqual({ date: '2026-12-03', start: '10:00', end: '23:59' });
  });

  it('is repeated on each day it is stretched over, with its hours', () => {
    expect(daysAfterChange(days, 0, at('2026-12-01T09:00'), at('2026-12-02T16:00'))).toEqual([
      { date: '2026-12-01', start: '09:00', end: '18:00' },
      { date: '2026-12-02', start: '09:00', end: '16:00' },
      { date: '2026-12-03', start: '10:00', end: '12:00' },
    ]);
    // Stretched to an hour before its start on the last day: that day keeps the slot's own hours.
    expect(daysAfterChange(days, 1, at('2026-12-03T10:00'), at('2026-12-05T08:00')).slice(1)).toEqual([
      { date: '2026-12-03', start: '10:00', end: '12:00' },
      { date: '2026-12-04', start: '10:00', end: '12:00' },
      { date: '2026-12-05', start: '10:00', end: '12:00' },
    ]);
  });
});
