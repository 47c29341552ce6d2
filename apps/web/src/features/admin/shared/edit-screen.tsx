import type { FormEvent, ReactNode } from 'react';
import { adminTexts } from '../admin-texts';
import { AdminPage } from './admin-page';
import type { EditFormState } from './edit-form-state';
import { LoadStatus } from './load-status';
import { UploadProgressList } from './upload/upload-progress-list';
import type { UploadItem } from './upload/use-uploads';

type EditScreenProps<T> = {
  title: string;
  description?: string;
  state: EditFormState<T>;
  uploads: UploadItem[];
  onSave: () => void;
  saveLabel?: string;
  /** Replaces the generic load-failure text. */
  loadFailedText?: string;
  /** Extra buttons next to save (back, delete). */
  actions?: ReactNode;
  children: (form: T, disabled: boolean) => ReactNode;
};

/**
 * Frame of every edit screen: loading/error states, the form, a save bar whose button is disabled while
 * saving, and per-file upload progress. (The unsaved-changes guard lives in useEditForm.)
 */
export function EditScreen<T>({ title, description, state, uploads, onSave, saveLabel, loadFailedText, actions, children }: EditScreenProps<T>) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };

  return (
    <AdminPage title={title} description={description}>
      {state.phase === 'loading' && <LoadStatus kind="loading" />}
      {state.phase === 'error' && <LoadStatus kind="error" text={loadFailedText} />}
      {(state.phase === 'ready' || state.phase === 'saving') && (
        <form className="admin-form" onSubmit={submit} noValidate>
          <fieldset className="admin-form-body" disabled={state.phase === 'saving'}>
            {children(state.form, state.phase === 'saving')}
          </fieldset>
          <UploadProgressList items={uploads} />
          <div className="admin-save-bar">
            <p className="admin-save-state" aria-live="polite">
              {state.phase === 'saving' ? adminTexts.saving : state.dirty ? adminTexts.unsavedBadge : ''}
            </p>
            <div className="admin-save-actions">
              {actions}
              <button type="submit" className="admin-button admin-button--primary" disabled={state.phase === 'saving'}>
                {state.phase === 'saving' ? adminTexts.saving : (saveLabel ?? adminTexts.save)}
              </button>
            </div>
          </div>
        </form>
      )}
    </AdminPage>
  );
}
