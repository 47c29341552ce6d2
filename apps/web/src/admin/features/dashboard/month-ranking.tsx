import type { ViewsData } from '@agency/contract/view-stats';
import { useId, useState } from 'react';
import { formatYearMonth } from '@admin/lib/format';
import { LoadStatus } from '@admin/components/load-status';
import { useMonthlyViews } from './api/views-queries';
import { rankBars, type RankedBar } from './dashboard-stats';
import { dashboardTexts as t } from './dashboard-texts';
import { MonthRankingChart } from './month-ranking-chart';

const CURRENT = 'current';

function ClosedMonth({ yearMonth }: { yearMonth: string }) {
  const monthly = useMonthlyViews(yearMonth);
  if (monthly.isPending) return <LoadStatus kind="loading" />;
  if (monthly.isError) return <LoadStatus kind="error" text={t.monthlyFailed} />;
  const bars = rankBars(monthly.data.map((row) => ({ name: row.artistKorName, engName: row.artistEngName, views: row.monthlyViews })));
  return <MonthRankingChart bars={bars} caption={`${formatYearMonth(yearMonth)} ${t.monthRanking}`} />;
}

/** Month selector (this month or a month with data) and that month's bar ranking. */
export function MonthRanking({ data }: { data: ViewsData }) {
  const [month, setMonth] = useState(CURRENT);
  const selectId = useId();
  const currentBars: RankedBar[] = rankBars(data.currentMonthData.map((row) => ({ name: row.korName, engName: row.engName, views: row.views })));
  const months = data.availableMonths.filter((value) => value !== data.currentYearMonth);

  return (
    <section className="admin-card">
      <div className="admin-row-head">
        <h2 className="admin-card-title">{t.monthRanking}</h2>
        <div className="admin-inline-field">
          <label htmlFor={selectId} className="admin-label">
            {t.month}
          </label>
          <select id={selectId} className="admin-input" value={month} onChange={(event) => setMonth(event.target.value)}>
            <option value={CURRENT}>
              {t.thisMonth} ({formatYearMonth(data.currentYearMonth)})
            </option>
            {months.map((value) => (
              <option key={value} value={value}>
                {formatYearMonth(value)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {month === CURRENT ? (
        <MonthRankingChart bars={currentBars} caption={`${t.thisMonth} ${t.monthRanking}`} />
      ) : (
        <ClosedMonth key={month} yearMonth={month} />
      )}
    </section>
  );
}
