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

/** The time of day, e.g. 오후 3:04:05. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleTimeString('ko-KR', { timeStyle: 'medium' });
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('ko-KR', { dateStyle: 'medium', timeStyle: 'short' });
}

const MEBIBYTE = 1024 * 1024;

/** A file size in MB with at most one decimal, rounded up (a file just over a limit never reads as the limit): 20MB, 20.1MB. */
export function formatMegabytes(bytes: number): string {
  const tenths = Math.ceil((bytes / MEBIBYTE) * 10);
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}MB`;
}
