import type { MonthClosure } from '@agency/contract/month-closures';
import type { TrafficMonthlyStat } from '@agency/contract/traffic';

export type TrafficMonth = { yearMonth: string; entries: { key: string; count: number }[]; closure?: MonthClosure };

/** Groups monthly rows by `YYYY-MM` with each month's closure, newest first; a closed month without rows has no entries. */
export function groupByMonth(rows: readonly TrafficMonthlyStat[], closures: readonly MonthClosure[] = []): TrafficMonth[] {
  const months = new Map<string, TrafficMonth>();
  const monthOf = (yearMonth: string) => {
    const month = months.get(yearMonth) ?? { yearMonth, entries: [] };
    months.set(yearMonth, month);
    return month;
  };
  for (const row of rows) {
    monthOf(`${row.year}-${String(row.month).padStart(2, '0')}`).entries.push({ key: row.sourceName, count: row.monthlyCount });
  }
  for (const closure of closures) monthOf(closure.yearMonth).closure = closure;
  return [...months.values()].sort((a, b) => b.yearMonth.localeCompare(a.yearMonth));
}
