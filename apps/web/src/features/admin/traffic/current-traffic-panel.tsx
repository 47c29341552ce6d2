import { formatCount } from '../shared/format';
import { LoadStatus } from '../shared/load-status';
import { SourceBars } from './source-bars';
import { toSourceShares } from './traffic-shares';
import { trafficTexts as t } from './traffic-texts';
import { useCurrentTraffic } from './use-current-traffic';

export function CurrentTrafficPanel({ round }: { round: number }) {
  const { data, failed, updatedAt } = useCurrentTraffic(round);
  if (!data && failed) return <LoadStatus kind="error" text={t.loadFailed} />;
  if (!data) return <LoadStatus kind="loading" />;
  const shares = toSourceShares(data.map((stat) => ({ key: stat.name, count: stat.count })));
  const total = data.reduce((sum, stat) => sum + stat.count, 0);
  return (
    <>
      <p className="admin-muted admin-panel-note">
        {t.total} {formatCount(total)}회 · {t.autoRefresh}
        {updatedAt && ` · ${t.updatedAt} ${updatedAt.toLocaleTimeString('ko-KR')}`}
      </p>
      {failed && (
        <p className="admin-status admin-status--error admin-status--inline" role="alert">
          {t.loadFailed}
        </p>
      )}
      <SourceBars shares={shares} label={t.current} />
    </>
  );
}
