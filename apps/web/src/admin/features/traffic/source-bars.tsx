import { formatCount } from '@admin/lib/format';
import type { SourceShare } from './traffic-shares';

/** One labelled progress bar per source. */
export function SourceBars({ shares, label }: { shares: SourceShare[]; label: string }) {
  if (shares.length === 0) return <p className="admin-empty">유입 데이터가 없습니다.</p>;
  return (
    <ul className="admin-bars admin-bars--traffic" aria-label={label}>
      {shares.map((share) => (
        <li key={share.key} className="admin-bar-row" data-source={share.key}>
          <span className="admin-bar-label">{share.label}</span>
          <span
            className="admin-bar-track"
            role="progressbar"
            aria-label={share.label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Number.parseFloat(share.percentText)}
            aria-valuetext={share.percentText}
          >
            <span className="admin-bar-fill" style={{ width: `${share.barWidth}%` }} />
          </span>
          <span className="admin-bar-value">
            <strong>{share.percentText}</strong> <span className="admin-muted">{formatCount(share.count)}회</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
