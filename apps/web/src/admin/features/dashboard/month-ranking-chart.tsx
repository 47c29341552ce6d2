import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from '@admin/lib/format';
import type { RankedBar } from './dashboard-stats';
import { dashboardTexts as t } from './dashboard-texts';

const ROW_HEIGHT = 36;

/** Horizontal bar ranking of one month; a plain list follows for screen readers. */
export function MonthRankingChart({ bars, caption }: { bars: RankedBar[]; caption: string }) {
  if (bars.length === 0) return <p className="admin-empty">{t.noData}</p>;
  return (
    <figure className="admin-chart">
      <div className="admin-chart-canvas" style={{ height: Math.max(160, bars.length * ROW_HEIGHT + 40) }} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={bars} layout="vertical" margin={{ top: 4, right: 24, bottom: 4, left: 4 }}>
            <CartesianGrid horizontal={false} stroke="#ececec" />
            <XAxis type="number" allowDecimals={false} tickFormatter={formatCount} fontSize={12} />
            <YAxis type="category" dataKey="name" width={96} fontSize={12} tickLine={false} />
            <Tooltip formatter={(value) => [formatCount(Number(value)), t.views]} cursor={{ fill: 'rgba(255, 77, 0, 0.06)' }} />
            <Bar dataKey="views" fill="#ff4d00" radius={[0, 4, 4, 0]} maxBarSize={22} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="visually-hidden">
        {caption}
        <ol>
          {bars.map((bar) => (
            <li key={`${bar.name}-${bar.engName}`}>
              {bar.name} {formatCount(bar.views)}
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
