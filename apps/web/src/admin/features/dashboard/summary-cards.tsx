import { formatAverage, formatCount } from '@admin/lib/format';
import type { DashboardSummary } from './dashboard-stats';
import { dashboardTexts as t } from './dashboard-texts';

export function SummaryCards({ summary }: { summary: DashboardSummary }) {
  const cards: [string, string, string][] = [
    [t.artistCount, formatCount(summary.artistCount), 'artist-count'],
    [t.totalViews, formatCount(summary.totalViews), 'total-views'],
    [t.averageViews, formatAverage(summary.averageViews), 'average-views'],
    [t.maxViews, formatCount(summary.maxViews), 'max-views'],
  ];
  return (
    <dl className="admin-summary">
      {cards.map(([label, value, id]) => (
        <div key={id} className="admin-card admin-summary-card" data-testid={`summary-${id}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
