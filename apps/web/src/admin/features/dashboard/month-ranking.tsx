import type { MonthClosure } from '@agency/contract/month-closures';
import type { ViewsData } from '@agency/contract/view-stats';
import { useId, useState } from 'react';
import { formatYearMonth } from '@admin/lib/format';
import { mergeMonths, monthClosureNote } from '@admin/lib/month-closure';
import { LoadStatus } from '@admin/components/load-status';
import { useMonthlyViews, useViewsMonthClosures } from './api/views-queries';
import { rankBars, type RankedBar } from './dashboard-stats';
import { dashboardTexts as t } from './dashboard-texts';
import { MonthRankingChart } from './month-ranking-chart';

const CURRENT = 'current';

function ClosedMonth({ yearMonth, closure }: { yearMonth: string; closure: MonthClosure | undefined }) {
  const monthly = useMonthlyViews(yearMonth);
  if (monthly.isPending) return <LoadStatus kind="loading" />;
  if (monthly.isError) return <LoadStatus kind="error" text={t.monthlyFailed} />;
  const bars = rankBars(monthly.data.map((row) => ({ name: row.artistKorName, engName: row.artistEngName, views: row.monthlyViews })));
  return (
    <>
      {closure && <p className="admin-muted">{monthClosureNote(closure)}</p>}
      <MonthRankingChart bars={bars} caption={`${formatYearMonth(yearMonth)} ${t.monthRanking}`} />
    </>
  );
}

/** Month selector (this month, a month with data or a closed month) and that month's bar ranking. */
export function MonthRanking({ data }: { data: ViewsData }) {
  const [month, setMonth] = useState(CURRENT);
  const selectId = useId();
  // Without the closures (still loading or failed) the months with data are listed as before.
  const closures = useViewsMonthClosures().data?.closures ?? [];
  const currentBars: RankedBar[] = rankBars(data.currentMonthData.map((row) => ({ name: row.korName, engName: row.engName, views: row.views })));
  const months = mergeMonths(
    data.availableMonths,
    closures.map((closure) => closure.yearMonth),
  ).filter((value) => value < data.currentYearMonth);

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
        <ClosedMonth key={month} yearMonth={month} closure={closures.find((closure) => closure.yearMonth === month)} />
      )}
    </section>
  );
}
