import type { FormEventHandler, ReactNode } from 'react';
import { adminTexts } from '../admin-texts';
import type { KeptDraft } from '../lib/drafts/use-kept-draft';
import type { EditPhase } from '../lib/edit-form/use-edit-form';
import type { UploadItem } from '../lib/uploads/use-uploads';
import { AdminPage } from './admin-page';
import { ViewOnSiteLink } from './view-on-site-link';
import { EditConflictNotice } from './edit-conflict-notice';
import { KeptDraftNotice } from './kept-draft-notice';
import { LoadStatus } from './load-status';
import { UploadProgressList } from './upload-progress-list';

/** What the frame shows of the form's state (useEditForm's answer has all of it). */
export type EditScreenState = {
  phase: EditPhase;
  saving: boolean;
  dirty: boolean;
  keptDraft: KeptDraft | null;
  /** Set when the last save met a newer version (409): the notice offers to read the content anew. */
  onReloadAfterConflict: (() => void) | null;
};

type EditScreenProps = {
  title: string;
  description?: string;
  editor: EditScreenState;
  uploads: UploadItem[];
  /** Cancels the uploads in flight (the save then stops). */
  onCancelUploads?: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saveLabel?: string;
  /** Replaces the generic load-failure text. */
  loadFailedText?: string;
  /** The public page this screen edits: a "사이트에서 보기" link opens it in a new tab. */
  sitePath?: string;
  /** What the screen edits, for its "변경 기록" link (AdminPage). */
  historyTarget?: string;
  /** Extra buttons next to save (back). */
  actions?: ReactNode;
  /** Destructive actions (delete), in their own block below the form, apart from save. */
  dangerZone?: ReactNode;
  children: ReactNode;
};

/**
 * Frame of every edit screen: loading and error states, the form (disabled while saving), a save bar whose
 * button is disabled while saving, per-file upload progress, and the offer of a draft kept when the session ended.
 */
export function EditScreen({
  title,
  description,
  editor: { phase, saving, dirty, keptDraft, onReloadAfterConflict },
  uploads,
  onCancelUploads,
  onSubmit,
  saveLabel,
  loadFailedText,
  sitePath,
  historyTarget,
  actions,
  dangerZone,
  children,
}: EditScreenProps) {
  return (
    <AdminPage title={title} description={description} historyTarget={historyTarget} actions={sitePath && <ViewOnSiteLink path={sitePath} />}>
      {phase === 'loading' && <LoadStatus kind="loading" />}
      {phase === 'error' && <LoadStatus kind="error" text={loadFailedText} />}
      {phase === 'ready' && (
        <form className="admin-form" onSubmit={onSubmit} noValidate>
          {onReloadAfterConflict && <EditConflictNotice onReload={onReloadAfterConflict} />}
          {keptDraft && <KeptDraftNotice draft={keptDraft} />}
          <fieldset className="admin-form-body" disabled={saving}>
            {children}
          </fieldset>
          <UploadProgressList items={uploads} onCancel={onCancelUploads} />
          <div className="admin-save-bar">
            <p className="admin-save-state" aria-live="polite">
              {saving ? adminTexts.saving : dirty ? adminTexts.unsavedBadge : ''}
            </p>
            <div className="admin-save-actions">
              {actions}
              <button type="submit" className="admin-button admin-button--primary" disabled={saving}>
                {saving ? adminTexts.saving : (saveLabel ?? adminTexts.save)}
              </button>
            </div>
          </div>
        </form>
      )}
      {phase === 'ready' && dangerZone && (
        <section className="admin-card admin-danger-zone" aria-label={adminTexts.dangerZone}>
          {dangerZone}
        </section>
      )}
    </AdminPage>
  );
}
