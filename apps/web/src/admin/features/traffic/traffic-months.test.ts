// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { groupByMonth } from './traffic-months';

const row = (year: number, month: number, sourceName: string, monthlyCount: number) => ({ year, month, sourceName, monthlyCount, createdAt: '' });

describe('groupByMonth', () => {
  it('groups rows per month, newest first', () => {
    const months = groupByMonth([row(2025, 12, 'google', 3), row(2026, 1, 'direct', 5), row(2025, 12, 'naver', 1)]);
    expect(months.map((month) => month.yearMonth)).toEqual(['2026-01', '2025-12']);
    expect(months[1]?.entries).toEqual([
      { key: 'google', count: 3 },
      { key: 'naver', count: 1 },
    ]);
  });
});
