import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { listDrafts, removeDraft, type DraftSummary } from '@admin/lib/drafts/draft-store';
import { formatDateTime } from '@admin/lib/format';
import { queryKeys } from '@admin/lib/query-keys';
import { useAdminSession } from '@admin/lib/session-context';
import { dashboardTexts as t } from './dashboard-texts';

/**
 * The work this account left unsaved in this browser (a closed tab, a crash, an ended session: decision 101), each
 * with a link to its screen, where it is offered back; nothing when there is none.
 */
export function OpenDrafts() {
  const { username } = useAdminSession();
  const dialogs = useAdminDialogs();
  const queryClient = useQueryClient();
  const drafts = useQuery({ queryKey: queryKeys.drafts(username), queryFn: () => listDrafts(username), staleTime: 0 });
  if (!drafts.isSuccess || drafts.data.length === 0) return null;

  const discard = async (draft: DraftSummary) => {
    if (!(await dialogs.confirm(t.draftDiscardConfirm(draft.title), { confirmLabel: t.draftDiscard, danger: true }))) return;
    await removeDraft(draft.key);
    await queryClient.invalidateQueries({ queryKey: queryKeys.drafts(username) });
  };

  return (
    <section className="admin-card admin-draft admin-open-drafts" aria-labelledby="open-drafts-title">
      <h2 id="open-drafts-title" className="admin-card-title">
        {t.draftsTitle}
      </h2>
      <p className="admin-muted">{t.draftsLead}</p>
      <ul>
        {drafts.data.map((draft) => (
          <li key={draft.key}>
            <Link to={draft.path}>{draft.title}</Link>
            <span className="admin-muted">{t.draftSavedAt(formatDateTime(draft.savedAt))}</span>
            <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={() => void discard(draft)}>
              {t.draftDiscard}
              <span className="visually-hidden"> ({draft.title})</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
