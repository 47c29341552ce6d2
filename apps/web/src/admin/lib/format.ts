const numberFormat = new Intl.NumberFormat('ko-KR');

export function formatCount(value: number): string {
  return numberFormat.format(value);
}

const averageFormat = new Intl.NumberFormat('ko-KR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** An average with exactly one decimal, e.g. 1,234.5. */
export function formatAverage(value: number): string {
  return averageFormat.format(value);
}

/** A share as a percentage with exactly one decimal, e.g. 12.3%; 0.0% when the total is 0. */
export function formatShare(part: number, total: number): string {
  return `${sharePercent(part, total).toFixed(1)}%`;
}

export function sharePercent(part: number, total: number): number {
  return total > 0 ? (part / total) * 100 : 0;
}

/** `2026-11` → `2026년 11월` */
export function formatYearMonth(yearMonth: string): string {
  const [year, month] = yearMonth.split('-');
  return `${year}년 ${Number(month)}월`;
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('ko-KR', { dateStyle: 'medium', timeStyle: 'short' });
}
