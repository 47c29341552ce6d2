import { describe, expect, it } from 'vitest';
import { formatCount, formatMegabytes, formatShare, formatYearMonth } from './format';

describe('formatShare', () => {
  it('shows one decimal', () => {
    expect(formatShare(1, 3)).toBe('33.3%');
    expect(formatShare(2, 3)).toBe('66.7%');
    expect(formatShare(5, 5)).toBe('100.0%');
    expect(formatShare(0, 7)).toBe('0.0%');
    expect(formatShare(1, 8)).toBe('12.5%');
  });

  it('is 0.0% when there is nothing to share', () => {
    expect(formatShare(0, 0)).toBe('0.0%');
  });
});

describe('formatYearMonth and formatCount', () => {
  it('formats for Korean readers', () => {
    expect(formatYearMonth('2026-03')).toBe('2026년 3월');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});

describe('formatMegabytes', () => {
  it('shows MB with at most one decimal, rounded up so that a file over a limit never reads as the limit', () => {
    expect(formatMegabytes(20 * 1024 * 1024)).toBe('20MB');
    expect(formatMegabytes(20 * 1024 * 1024 + 1)).toBe('20.1MB');
    expect(formatMegabytes(21 * 1024 * 1024)).toBe('21MB');
    expect(formatMegabytes(1.25 * 1024 * 1024)).toBe('1.3MB');
    expect(formatMegabytes(0)).toBe('0MB');
  });
});
