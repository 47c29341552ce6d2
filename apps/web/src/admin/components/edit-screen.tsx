import { useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';
import { adminTexts } from '../admin-texts';
import type { KeptDraft } from '../lib/drafts/use-kept-draft';
import type { EditPhase, MergeState } from '../lib/edit-form/use-edit-form';
import { formatTime } from '../lib/format';
import type { UploadItem, UploadItemActions } from '../lib/uploads/use-uploads';
import { AdminPage } from './admin-page';
import { ViewOnSiteLink } from './view-on-site-link';
import { EditConflictNotice } from './edit-conflict-notice';
import { KeptDraftNotice } from './kept-draft-notice';
import { LoadStatus } from './load-status';
import { MergeDialog } from './merge/merge-dialog';
import { UploadProgressList } from './upload-progress-list';

/** What the frame shows of the form's state (useEditForm's answer has all of it). */
export type EditScreenState = {
  phase: EditPhase;
  saving: boolean;
  dirty: boolean;
  keptDraft: KeptDraft | null;
  /** When what was typed was last kept in this browser (decision 101). */
  draftSavedAt: string | null;
  describeDraft: (title: string) => void;
  /** Set when the last save met a newer version (409): the merge dialog, or the notice that reopens it. */
  merge: MergeState | null;
  /** Moves on when the merge asks for the form to be saved. */
  submitRequest: number;
};

type EditScreenProps = {
  title: string;
  description?: string;
  editor: EditScreenState;
  uploads: UploadItem[];
  /** Cancels the uploads in flight (the save then stops). */
  onCancelUploads?: () => void;
  /** Cancels one file's upload, or takes a failed file out of the form (decision 102). */
  uploadActions?: UploadItemActions;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saveLabel?: string;
  /** Replaces the generic load-failure text. */
  loadFailedText?: string;
  /** What the dashboard's list of unsaved drafts calls this screen (default: the title). */
  draftTitle?: string;
  /** The public page this screen edits: a "사이트에서 보기" link opens it in a new tab. */
  sitePath?: string;
  /** What the screen edits, for its "변경 기록" link (AdminPage). */
  historyTarget?: string;
  /** Extra buttons next to save (back). */
  actions?: ReactNode;
  /** Destructive actions (delete), in their own block below the form, apart from save. */
  /** Beside the edit, outside its form: a part with a form and actions of its own (sending a package). */
  after?: ReactNode;
  dangerZone?: ReactNode;
  children: ReactNode;
};

/**
 * Frame of every edit screen: loading and error states, the form (disabled while saving), a save bar whose
 * button is disabled while saving, per-file upload progress, the offer of a kept draft, and the merge after a 409.
 */
export function EditScreen({
  title,
  description,
  editor: { phase, saving, dirty, keptDraft, draftSavedAt, describeDraft, merge, submitRequest },
  uploads,
  onCancelUploads,
  uploadActions,
  onSubmit,
  saveLabel,
  loadFailedText,
  draftTitle,
  sitePath,
  historyTarget,
  actions,
  after,
  dangerZone,
  children,
}: EditScreenProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => describeDraft(draftTitle ?? title), [describeDraft, draftTitle, title]);
  useEffect(() => {
    if (submitRequest > 0) formRef.current?.requestSubmit();
  }, [submitRequest]);

  return (
    <AdminPage title={title} description={description} historyTarget={historyTarget} actions={sitePath && <ViewOnSiteLink path={sitePath} />}>
      {phase === 'loading' && <LoadStatus kind="loading" />}
      {phase === 'error' && <LoadStatus kind="error" text={loadFailedText} />}
      {phase === 'ready' && (
        <form ref={formRef} className="admin-form" onSubmit={onSubmit} noValidate>
          {merge && !merge.open && <EditConflictNotice onOpen={merge.reopen} />}
          {keptDraft && <KeptDraftNotice draft={keptDraft} />}
          <fieldset className="admin-form-body" disabled={saving}>
            {children}
          </fieldset>
          <UploadProgressList items={uploads} onCancel={onCancelUploads} actions={uploadActions} />
          <div className="admin-save-bar">
            <div className="admin-save-status">
              <p className="admin-save-state" aria-live="polite">
                {saving ? adminTexts.saving : dirty ? adminTexts.unsavedBadge : ''}
              </p>
              {dirty && draftSavedAt && <p className="admin-draft-state">{adminTexts.draftKeptAt(formatTime(draftSavedAt))}</p>}
            </div>
            <div className="admin-save-actions">
              {actions}
              <button type="submit" className="admin-button admin-button--primary" disabled={saving}>
                {saving ? adminTexts.saving : (saveLabel ?? adminTexts.save)}
              </button>
            </div>
          </div>
        </form>
      )}
      {phase === 'ready' && merge?.open && <MergeDialog merge={merge} />}
      {phase === 'ready' && after}
      {phase === 'ready' && dangerZone && (
        <section className="admin-card admin-danger-zone" aria-label={adminTexts.dangerZone}>
          {dangerZone}
        </section>
      )}
    </AdminPage>
  );
}
