import { LoadStatus } from '@admin/components/load-status';
import { formatCount } from '@admin/lib/format';
import { useCurrentTraffic } from './api/traffic-queries';
import { SourceBars } from './source-bars';
import { toSourceShares } from './traffic-shares';
import { trafficTexts as t } from './traffic-texts';

/** The current counters per source, refreshed every 30 seconds; a failed refresh keeps the last figures. */
export function CurrentTrafficPanel() {
  const { data, isError, dataUpdatedAt } = useCurrentTraffic();
  if (!data && isError) return <LoadStatus kind="error" text={t.loadFailed} />;
  if (!data) return <LoadStatus kind="loading" />;
  const shares = toSourceShares(data.map((stat) => ({ key: stat.name, count: stat.count })));
  const total = data.reduce((sum, stat) => sum + stat.count, 0);
  return (
    <>
      <p className="admin-muted admin-panel-note">
        {t.total} {formatCount(total)}회 · {t.autoRefresh}
        {dataUpdatedAt > 0 && ` · ${t.updatedAt} ${new Date(dataUpdatedAt).toLocaleTimeString('ko-KR')}`}
      </p>
      {isError && (
        <p className="admin-status admin-status--error admin-status--inline" role="alert">
          {t.loadFailed}
        </p>
      )}
      <SourceBars shares={shares} label={t.current} />
    </>
  );
}
