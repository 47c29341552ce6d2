import { describe, expect, it } from 'vitest';
import { formatDay } from './format-day';

describe('formatDay', () => {
  it('writes the day the way each language reads it, whatever the time zone', () => {
    expect(formatDay('2026-10-18', 'ko')).toBe('2026년 10월 18일');
    expect(formatDay('2026-01-01', 'en')).toBe('1 January 2026');
    expect(formatDay('2026-12-31', 'en')).toBe('31 December 2026');
  });
});
