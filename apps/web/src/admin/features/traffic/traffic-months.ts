import type { TrafficMonthlyStat } from '@agency/contract/traffic';

export type TrafficMonth = { yearMonth: string; entries: { key: string; count: number }[] };

/** Groups monthly rows by `YYYY-MM`, newest month first. */
export function groupByMonth(rows: readonly TrafficMonthlyStat[]): TrafficMonth[] {
  const months = new Map<string, TrafficMonth>();
  for (const row of rows) {
    const yearMonth = `${row.year}-${String(row.month).padStart(2, '0')}`;
    const month = months.get(yearMonth) ?? { yearMonth, entries: [] };
    month.entries.push({ key: row.sourceName, count: row.monthlyCount });
    months.set(yearMonth, month);
  }
  return [...months.values()].sort((a, b) => b.yearMonth.localeCompare(a.yearMonth));
}
