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

  it('lists a closed month without rows, with its closure', () => {
    const empty = { yearMonth: '2026-02', closedAt: '2026-03-01T00:00:00.000Z', closedBy: 'job' as const };
    const full = { yearMonth: '2026-01', closedAt: '2026-02-01T00:00:00.000Z', closedBy: 'manual' as const };
    const months = groupByMonth([row(2026, 1, 'direct', 5)], [empty, full]);
    expect(months).toEqual([
      { yearMonth: '2026-02', entries: [], closure: empty },
      { yearMonth: '2026-01', entries: [{ key: 'direct', count: 5 }], closure: full },
    ]);
  });
});
