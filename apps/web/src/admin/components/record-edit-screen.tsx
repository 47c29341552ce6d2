import type { FormEventHandler, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@shared/api/api-client';
import { adminTexts } from '../admin-texts';
import { withReason } from '../lib/error-message';
import { useAdminDialogs } from './dialogs/dialog-context';
import { EditScreen, type EditScreenState } from './edit-screen';

/** What the screen needs of useEditForm's answer. */
type RecordEditor = EditScreenState & {
  allowNextNavigation: () => void;
  version: () => number | undefined;
  markConflict: () => void;
};

type RecordEditScreenProps = {
  editor: RecordEditor;
  title: string;
  description?: string;
  loadFailedText: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The list this record belongs to: the back button and where a delete leads. */
  listPath: string;
  deletion: {
    explanation: string;
    label: string;
    /** The question asked before deleting; null while the record is not loaded. */
    confirmText: string | null;
    doneText: string;
    remove: (version: number | undefined) => Promise<unknown>;
  };
  /** What the record is in the history (`package:12`). */
  historyTarget: string;
  children: ReactNode;
  /** Outside the edit's form, below it (EditScreen's `after`). */
  after?: ReactNode;
};

/**
 * The edit screen of one stored record (a package, an application): EditScreen with a way back to its list and a
 * delete that asks first, sends the edit's version (another admin's newer save shows the conflict notice) and
 * returns to the list.
 */
export function RecordEditScreen({ editor, title, description, loadFailedText, onSubmit, listPath, deletion, historyTarget, children, after }: RecordEditScreenProps) {
  const dialogs = useAdminDialogs();
  const navigate = useNavigate();

  const onDelete = async () => {
    if (deletion.confirmText === null || !(await dialogs.confirm(deletion.confirmText, { confirmLabel: deletion.label, danger: true }))) return;
    try {
      await deletion.remove(editor.version());
    } catch (error) {
      if (error instanceof ApiError && error.isEditConflict) return editor.markConflict();
      console.error('Delete failed', error);
      return void (await dialogs.alert(withReason(adminTexts.deleteFailed, error)));
    }
    dialogs.notify(deletion.doneText);
    editor.allowNextNavigation();
    navigate(listPath);
  };

  return (
    <EditScreen
      title={title}
      description={description}
      editor={editor}
      uploads={[]}
      onSubmit={onSubmit}
      loadFailedText={loadFailedText}
      historyTarget={historyTarget}
      after={after}
      actions={
        <button type="button" className="admin-button admin-button--ghost" onClick={() => navigate(listPath)}>
          {adminTexts.back}
        </button>
      }
      dangerZone={
        <>
          <p className="admin-muted">{deletion.explanation}</p>
          <button type="button" className="admin-button admin-button--danger" onClick={() => void onDelete()}>
            {deletion.label}
          </button>
        </>
      }
    >
      {children}
    </EditScreen>
  );
}
