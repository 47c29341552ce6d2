import { useId, useState } from 'react';
import { formatCount, formatYearMonth } from '@admin/lib/format';
import { monthClosureNote } from '@admin/lib/month-closure';
import { LoadStatus } from '@admin/components/load-status';
import { useMonthlyTraffic, useTrafficMonthClosures } from './api/traffic-queries';
import { SourceBars } from './source-bars';
import { groupByMonth } from './traffic-months';
import { toSourceShares } from './traffic-shares';
import { trafficTexts as t } from './traffic-texts';

export function MonthlyTrafficPanel() {
  const monthly = useMonthlyTraffic();
  const closures = useTrafficMonthClosures();
  const [selected, setSelected] = useState<string | null>(null);
  const selectId = useId();

  if (monthly.isPending || closures.isPending) return <LoadStatus kind="loading" />;
  if (monthly.isError || closures.isError) return <LoadStatus kind="error" text={t.monthlyFailed} />;
  const months = groupByMonth(monthly.data, closures.data.closures);
  if (months.length === 0) return <p className="admin-empty">{t.noMonths}</p>;
  const month = months.find((item) => item.yearMonth === selected) ?? months[0]!;
  const total = month.entries.reduce((sum, entry) => sum + entry.count, 0);

  return (
    <>
      <div className="admin-inline-field admin-panel-note">
        <label htmlFor={selectId} className="admin-label">
          {t.month}
        </label>
        <select id={selectId} className="admin-input" value={month.yearMonth} onChange={(event) => setSelected(event.target.value)}>
          {months.map((item) => (
            <option key={item.yearMonth} value={item.yearMonth}>
              {formatYearMonth(item.yearMonth)}
            </option>
          ))}
        </select>
        <span className="admin-muted">
          {t.total} {formatCount(total)}회
        </span>
      </div>
      {month.closure && <p className="admin-muted admin-panel-note">{monthClosureNote(month.closure)}</p>}
      <SourceBars shares={toSourceShares(month.entries)} label={`${formatYearMonth(month.yearMonth)} ${t.monthly}`} />
    </>
  );
}
