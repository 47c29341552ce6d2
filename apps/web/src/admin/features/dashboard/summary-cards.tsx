import { formatCount } from '@admin/lib/format';
import type { DashboardSummary } from './dashboard-stats';
import { dashboardTexts as t } from './dashboard-texts';

export function SummaryCards({ summary }: { summary: DashboardSummary }) {
  const cards: [string, number, string][] = [
    [t.artistCount, summary.artistCount, 'artist-count'],
    [t.totalViews, summary.totalViews, 'total-views'],
    [t.averageViews, summary.averageViews, 'average-views'],
    [t.maxViews, summary.maxViews, 'max-views'],
  ];
  return (
    <dl className="admin-summary">
      {cards.map(([label, value, id]) => (
        <div key={id} className="admin-card admin-summary-card" data-testid={`summary-${id}`}>
          <dt>{label}</dt>
          <dd>{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
