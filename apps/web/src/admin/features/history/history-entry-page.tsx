import { AUDIT_CHANGED_SINCE, type AuditEntryDetail } from '@agency/contract/audit';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '@shared/api/api-client';
import { AdminPage } from '@admin/components/admin-page';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { LoadStatus } from '@admin/components/load-status';
import { adminPath } from '@admin/lib/admin-paths';
import { withReason } from '@admin/lib/error-message';
import { formatDateTime } from '@admin/lib/format';
import { textDifference } from '@admin/lib/text-diff';
import { useHistoryEntry, useHistoryNameLists, useRestore } from './api/history-api';
import { HistoryNamesContext, namesFrom } from './history-names';
import { actionLabel, historyTexts as t, personName, TARGET_TYPE_LABELS, targetName } from './history-texts';
import { diffRows, type DiffRow } from './state-diff';
import { StateValue, TextSide } from './state-value';
import './history.css';

/** Both sides of one row: a changed text line by line with its changed words marked, anything else as a value. */
function RowValues({ row, entry }: { row: DiffRow; entry: AuditEntryDetail }) {
  const emptySide = (state: unknown, side: 'before' | 'after') => (state === null ? (side === 'before' ? t.notCreated : t.deleted) : null);
  const text = row.changed && row.text ? textDifference(String(row.before ?? ''), String(row.after ?? '')) : null;
  const side = (which: 'before' | 'after') =>
    emptySide(entry[which], which) ?? (text ? <TextSide lines={text[which]} side={which} /> : <StateValue value={row[which]} refs={row.refs} />);
  return (
    <>
      <td data-label={t.before}>{side('before')}</td>
      <td data-label={t.after}>{side('after')}</td>
    </>
  );
}

/** The states side by side, property by property (a page slot by slot); unchanged ones on request. */
function Difference({ entry }: { entry: AuditEntryDetail }) {
  const [all, setAll] = useState(false);
  const [type, key] = [entry.targetType, entry.target.slice(entry.target.indexOf(':') + 1)];
  const rows = useMemo(() => diffRows(entry.before, entry.after, { type, key }), [entry.before, entry.after, type, key]);
  const shown = all ? rows : rows.filter((row) => row.changed);
  return (
    <section className="admin-card" aria-label={`${t.before} · ${t.after}`}>
      <label className="admin-history-toggle">
        <input type="checkbox" checked={all} onChange={(event) => setAll(event.target.checked)} /> {t.showUnchanged}
      </label>
      {shown.length === 0 ? (
        <p className="admin-empty">{t.noDifference}</p>
      ) : (
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={`${t.before} · ${t.after}`}>
          <table className="admin-table admin-history-diff">
            <thead>
              <tr>
                <th scope="col">{t.what}</th>
                <th scope="col">{t.before}</th>
                <th scope="col">{t.after}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.key} className={row.changed ? 'is-changed' : undefined}>
                  <th scope="row">{row.label}</th>
                  <RowValues row={row} entry={entry} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** One change: who, when, what, the difference, and putting the target back (with confirmation). */
export function HistoryEntryPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const dialogs = useAdminDialogs();
  const entry = useHistoryEntry(id);
  const { artists, boards, people } = useHistoryNameLists();
  const names = useMemo(() => namesFrom({ artists, boards, people }), [artists, boards, people]);
  const restore = useRestore();
  const back = (
    <Link className="admin-button admin-button--ghost" to={adminPath('history')}>
      {t.back}
    </Link>
  );
  if (!entry.isSuccess) {
    return (
      <AdminPage title={t.entryTitle} actions={back}>
        <LoadStatus kind={entry.isError ? 'error' : 'loading'} />
      </AdminPage>
    );
  }
  const item = entry.data;

  const run = async (force: boolean): Promise<void> => {
    try {
      const { entry: made } = await restore.mutateAsync({ id: item.id, force });
      dialogs.notify(t.restored);
      void navigate(adminPath('historyEntry', { id: made.id }));
    } catch (error) {
      if (!force && error instanceof ApiError && error.status === 409 && error.message === AUDIT_CHANGED_SINCE) {
        if (await dialogs.confirm(t.confirmForce, { confirmLabel: t.forceRestore, danger: true })) await run(true);
        return;
      }
      await dialogs.alert(withReason(t.restoreFailed, error));
    }
  };
  const onRestore = async () => {
    if (await dialogs.confirm(t.confirmRestore(targetName(item)), { confirmLabel: t.restore })) await run(false);
  };

  return (
    <AdminPage title={`${actionLabel(item.action)} · ${targetName(item)}`} description={`${formatDateTime(item.at)} · ${names.person(item.username)}`} actions={back}>
      <dl className="admin-card admin-history-facts">
        <dt>{t.at}</dt>
        <dd>{formatDateTime(item.at)}</dd>
        <dt>{t.who}</dt>
        <dd>{personName(names.person(item.username), item.username)}</dd>
        <dt>{t.what}</dt>
        <dd>
          {actionLabel(item.action)}
          {item.restoredFrom !== null && (
            <>
              {' '}
              (<Link to={adminPath('historyEntry', { id: item.restoredFrom })}>{t.restoredFrom(item.restoredFrom)}</Link>)
            </>
          )}
        </dd>
        <dt>{t.target}</dt>
        <dd>
          <Link to={`${adminPath('history')}?target=${encodeURIComponent(item.target)}`}>
            {TARGET_TYPE_LABELS[item.targetType]} · {targetName(item)}
          </Link>
        </dd>
      </dl>
      <HistoryNamesContext.Provider value={names}>
        <Difference entry={item} />
      </HistoryNamesContext.Provider>
      <div className="admin-history-restore">
        {item.restorable ? (
          <button type="button" className="admin-button admin-button--primary" disabled={restore.isPending} onClick={() => void onRestore()}>
            {restore.isPending ? t.restoring : t.restore}
          </button>
        ) : (
          <p className="admin-muted">{t.notRestorable}</p>
        )}
      </div>
    </AdminPage>
  );
}
