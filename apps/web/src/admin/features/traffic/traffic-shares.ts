import { formatShare, sharePercent } from '@admin/lib/format';
import { trafficSourceLabel } from './traffic-labels';

export type SourceShare = { key: string; label: string; count: number; percentText: string; barWidth: number };

/** Progress bars never get thinner than this, so that small sources stay visible (SPEC section 9). */
export const MIN_BAR_PERCENT = 2;

/** Per-source shares of the total, biggest first (ties by label), with one-decimal percentages. */
export function toSourceShares(entries: readonly { key: string; count: number }[]): SourceShare[] {
  const total = entries.reduce((sum, entry) => sum + entry.count, 0);
  return entries
    .map(({ key, count }) => ({
      key,
      label: trafficSourceLabel(key),
      count,
      percentText: formatShare(count, total),
      barWidth: Math.max(MIN_BAR_PERCENT, sharePercent(count, total)),
    }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'ko'));
}
