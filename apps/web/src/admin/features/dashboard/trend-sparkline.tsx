import { formatCount, formatYearMonth } from '@admin/lib/format';

const WIDTH = 96;
const HEIGHT = 28;
const PAD = 3;

type TrendSparklineProps = { months: readonly string[]; views: readonly number[]; name: string };

/** A small line of an artist's views per month (oldest left); its label reads the first, highest and last month. */
export function TrendSparkline({ months, views, name }: TrendSparklineProps) {
  const max = Math.max(0, ...views);
  const step = views.length > 1 ? (WIDTH - PAD * 2) / (views.length - 1) : 0;
  const points = views.map((value, index) => {
    const x = PAD + index * step;
    const y = HEIGHT - PAD - (max > 0 ? (value / max) * (HEIGHT - PAD * 2) : 0);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  const peak = views.indexOf(max);
  const label =
    max === 0
      ? `${name}: 최근 ${views.length}개월 조회수 없음`
      : `${name}: 최근 ${views.length}개월 조회수, ${formatYearMonth(months[0] ?? '')} ${formatCount(views[0] ?? 0)}회, 최고 ${formatYearMonth(months[peak] ?? '')} ${formatCount(max)}회, ${formatYearMonth(months.at(-1) ?? '')} ${formatCount(views.at(-1) ?? 0)}회`;
  return (
    <svg className="admin-sparkline" width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      <polyline points={points.join(' ')} fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
