import { AUDIT_TARGET_TYPES, ADMIN_ONLY_AUDIT_TARGETS, type AuditEntry } from '@agency/contract/audit';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminPage } from '@admin/components/admin-page';
import { DayField } from '@admin/components/fields/day-field';
import { LoadStatus } from '@admin/components/load-status';
import { adminPath } from '@admin/lib/admin-paths';
import { formatDateTime } from '@admin/lib/format';
import { useIsFullAdmin } from '@admin/lib/session-context';
import { useHistory, type HistoryFilter } from './api/history-api';
import { actionLabel, historyTexts as t, personName, TARGET_TYPE_LABELS, targetName } from './history-texts';
import { RetentionSetting } from './retention-setting';
import './history.css';

const FILTER_KEYS = ['username', 'target', 'from', 'to'] as const;

function filterOf(params: URLSearchParams): HistoryFilter {
  return Object.fromEntries(FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : []))) as HistoryFilter;
}

/** One change: when, who (by display name, the username beneath), what was done to which target (named in Korean). */
function EntryRow({ entry, name }: { entry: AuditEntry; name: string | undefined }) {
  const target = targetName(entry);
  return (
    <li className="admin-card admin-history-item">
      <span className="admin-history-when">{formatDateTime(entry.at)}</span>
      <span className="admin-history-who">
        {name ?? entry.username}
        {name && name !== entry.username && <span className="admin-history-username">{entry.username}</span>}
      </span>
      <span className="admin-history-what">
        <span className={`admin-badge${entry.action === 'restore' ? ' admin-badge--done' : ''}`}>{actionLabel(entry.action)}</span>{' '}
        <span className="admin-muted">{TARGET_TYPE_LABELS[entry.targetType]}</span> {target}
        {entry.restoredFrom !== null && <span className="admin-muted"> ({t.restoredFrom(entry.restoredFrom)})</span>}
      </span>
      <Link className="admin-button admin-button--small admin-button--ghost admin-history-open" to={adminPath('historyEntry', { id: entry.id })} aria-label={t.detailsOf(`${target} ${actionLabel(entry.action)}`)}>
        {t.details}
      </Link>
    </li>
  );
}

/** The history of admin changes: filters by person, target and days in the address, newest first, "더 보기". */
export function HistoryPage() {
  const id = useId();
  const fullAdmin = useIsFullAdmin();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const history = useHistory(filter);
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];
  const people = history.data?.pages[0]?.people ?? [];
  const names = history.data?.pages[0]?.names ?? {};
  const oneTarget = filter.target?.includes(':') ? filter.target : undefined;
  const targetType = filter.target?.split(':')[0] ?? '';
  const types = AUDIT_TARGET_TYPES.filter((type) => fullAdmin || !ADMIN_ONLY_AUDIT_TARGETS.includes(type));

  const apply = (changes: Partial<HistoryFilter>) => {
    const next = { ...filter, ...changes };
    setParams(Object.fromEntries(FILTER_KEYS.flatMap((key) => (next[key] ? [[key, next[key]!]] : []))), { replace: true });
  };

  return (
    <AdminPage title={t.title} description={t.description}>
      <form className="admin-card admin-history-filters" role="search" aria-label={t.filters} onSubmit={(event) => event.preventDefault()}>
        <div className="admin-field">
          <label htmlFor={`${id}-who`} className="admin-label">
            {t.person}
          </label>
          <select id={`${id}-who`} className="admin-input" value={filter.username ?? ''} onChange={(event) => apply({ username: event.target.value || undefined })}>
            <option value="">{t.everyone}</option>
            {[...new Set([...people, ...(filter.username ? [filter.username] : [])])].map((person) => (
              <option key={person} value={person}>
                {names[person] ? personName(names[person], person) : person}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-type`} className="admin-label">
            {t.targetType}
          </label>
          <select id={`${id}-type`} className="admin-input" value={targetType} onChange={(event) => apply({ target: event.target.value || undefined })}>
            <option value="">{t.everything}</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {TARGET_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <DayField label={t.from} value={filter.from} max={filter.to} onChange={(from) => apply({ from })} />
        <DayField label={t.to} value={filter.to} min={filter.from} onChange={(to) => apply({ to })} />
        <button type="button" className="admin-button admin-button--ghost" onClick={() => setParams({}, { replace: true })} disabled={Object.keys(filter).length === 0}>
          {t.reset}
        </button>
      </form>
      {oneTarget && (
        <p className="admin-history-one-target">
          <span>{t.oneTarget(entries[0] ? targetName(entries[0]) : oneTarget)}</span>{' '}
          <button type="button" className="admin-button admin-button--small admin-button--ghost" onClick={() => apply({ target: targetType })}>
            {t.showAllTargets}
          </button>
        </p>
      )}
      {history.isPending && <LoadStatus kind="loading" />}
      {history.isError && <LoadStatus kind="error" />}
      {history.isSuccess &&
        (entries.length === 0 ? (
          <p className="admin-empty">{t.empty}</p>
        ) : (
          <ol className="admin-history" aria-label={t.title}>
            {entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} name={names[entry.username]} />
            ))}
          </ol>
        ))}
      {history.hasNextPage && (
        <p className="admin-history-more">
          <button type="button" className="admin-button" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
            {history.isFetchingNextPage ? t.loadingMore : t.more}
          </button>
        </p>
      )}
      {fullAdmin && <RetentionSetting />}
    </AdminPage>
  );
}
