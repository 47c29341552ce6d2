import { adminTexts } from '../admin-texts';
import type { KeptDraft } from '../lib/drafts/use-kept-draft';
import { formatDateTime } from '../lib/format';

/** The offer to put back what was typed on this screen before the session ended. */
export function KeptDraftNotice({ draft }: { draft: KeptDraft }) {
  return (
    <section className="admin-card admin-draft" role="region" aria-label={adminTexts.keptDraftTitle}>
      <p>
        <strong>{adminTexts.keptDraftTitle}</strong> {adminTexts.keptDraftText(formatDateTime(draft.savedAt))}
      </p>
      <div className="admin-save-actions">
        <button type="button" className="admin-button admin-button--ghost" onClick={draft.discard}>
          {adminTexts.keptDraftDiscard}
        </button>
        <button type="button" className="admin-button admin-button--primary" onClick={draft.restore}>
          {adminTexts.keptDraftRestore}
        </button>
      </div>
    </section>
  );
}
