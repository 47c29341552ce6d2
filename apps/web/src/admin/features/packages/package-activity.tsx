import { PACKAGE_STATUS_LABELS } from '@agency/contract/package-limits';
import type { PackageDetail } from '@agency/contract/packages';
import { formatDateTime } from '@admin/lib/format';
import { packageTexts as t } from './package-texts';

/** How the clients received the package: their picks and comments, and every opening, newest first, by whose link. */
export function PackageActivity({ detail }: { detail: PackageDetail }) {
  const names = new Map(detail.recipients.map((r) => [r.id, r.name]));
  const via = (recipientId: number | null) => (recipientId === null ? t.viaOwnLink : (names.get(recipientId) ?? t.viaOwnLink));
  return (
    <section className="admin-card" aria-labelledby="package-activity-title">
      <h2 id="package-activity-title" className="admin-card-title">
        {t.activityTitle}
      </h2>
      <p className="admin-muted">
        {detail.viewCount > 0 ? `${t.opened(detail.viewCount)} · ${t.lastOpened(formatDateTime(detail.lastViewedAt))}` : t.notOpened} · {t.picks(detail.pickCount)}
      </p>
      <div className="admin-package-activity">
        <div>
          <h3 className="admin-card-subtitle">{t.picksTitle}</h3>
          {detail.picks.length === 0 ? (
            <p className="admin-empty">{t.noPicks}</p>
          ) : (
            <ul className="admin-package-log">
              {detail.picks.map((pick) => (
                <li key={pick.id}>
                  <time dateTime={pick.at}>{formatDateTime(pick.at)}</time>
                  <span>
                    <strong>{pick.artistName}</strong> · {pick.picked ? `♥ ${PACKAGE_STATUS_LABELS[pick.status]}` : PACKAGE_STATUS_LABELS[pick.status]} · {via(pick.recipientId)}
                  </span>
                  {pick.comment && <q className="admin-package-comment">{pick.comment}</q>}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="admin-card-subtitle">{t.viewsTitle}</h3>
          {detail.views.length === 0 ? (
            <p className="admin-empty">{t.noViews}</p>
          ) : (
            <ul className="admin-package-log">
              {detail.views.map((view, index) => (
                <li key={`${view.at}-${index}`}>
                  <time dateTime={view.at}>{formatDateTime(view.at)}</time>
                  <span>
                    {view.artistName ? t.artistOpened(view.artistName) : t.packageOpened} · {via(view.recipientId)}
                    {view.device && ` · ${t.devices[view.device]}`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
