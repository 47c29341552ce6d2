import { adminTexts, uploadTexts } from '@admin/admin-texts';
import type { AdminDialogs } from '@admin/components/dialogs/dialog-context';
import { ApiError } from '@shared/api/api-client';
import { withReason } from '../error-message';
import { UploadCancelled } from '../uploads/put-file';
import { failedFileOf } from '../uploads/upload-failure';

/** An upload that failed, with the text to show (image or thumbnail variant). */
export class UploadFailure extends Error {
  constructor(readonly userMessage: string, options?: { cause?: unknown }) {
    super(userMessage, options);
    this.name = 'UploadFailure';
  }
}

type SaveSteps<P> = {
  /** Uploads picked files and builds the request; an error here is an upload failure. */
  prepare: () => Promise<P>;
  persist: (payload: P) => Promise<unknown>;
  successText?: string;
  /** Another admin saved first (409): called instead of the failure alert (the screen shows its notice). */
  onConflict?: () => void;
};

/**
 * The save sequence of every edit screen: upload, then save, then tell the outcome with the texts of
 * SPEC section 8 (a failure in a dialog, success in a toast: decision 075). Answers true when the content was
 * saved (the caller then reloads it).
 */
export async function saveWithUploads<P>(dialogs: AdminDialogs, { prepare, persist, successText = adminTexts.saved, onConflict }: SaveSteps<P>): Promise<boolean> {
  let payload: P;
  try {
    payload = await prepare();
  } catch (error) {
    if (error instanceof UploadCancelled) {
      dialogs.notify(error.fileName === undefined ? adminTexts.uploadsCancelled : uploadTexts.cancelledOne(error.fileName));
      return false;
    }
    console.error('Upload failed', error);
    // Which file and why (decision 102): the progress list keeps the reason of every file that failed.
    const failed = failedFileOf(error);
    const reason = failed ? `\n${uploadTexts.fileLine(failed.fileName, failed.reason)}` : '';
    await dialogs.alert(`${error instanceof UploadFailure ? error.userMessage : adminTexts.uploadFailed}${reason}\n${adminTexts.retryHint}`);
    return false;
  }
  try {
    await persist(payload);
  } catch (error) {
    if (onConflict && error instanceof ApiError && error.isEditConflict) {
      onConflict();
      return false;
    }
    console.error('Save failed', error);
    await dialogs.alert(withReason(adminTexts.saveFailed, error));
    return false;
  }
  dialogs.notify(successText);
  return true;
}
