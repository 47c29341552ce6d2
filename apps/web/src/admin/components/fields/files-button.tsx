import { IMAGE_ACCEPT } from '@agency/contract/media';
import { useId } from 'react';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { refusedFilesText, sortPickedImages } from '@admin/lib/uploads/picked-files';

/**
 * Takes picked or dropped files: the images the server will take go on; the others (another type, over the size
 * limit, content that is not the image its name says) are refused at once, each named with its reason (decision 102).
 */
export function useImageFiles(onFiles: (files: File[]) => void) {
  const dialogs = useAdminDialogs();
  return async (files: File[]) => {
    const { accepted, refused } = await sortPickedImages(files);
    if (accepted.length > 0) onFiles(accepted);
    if (refused.length > 0) await dialogs.alert(refusedFilesText(refused));
  };
}

/** A button-looking label opening a multi-file image picker; files the server would refuse are refused with a message. */
export function FilesButton({ label, onFiles }: { label: string; onFiles: (files: File[]) => void }) {
  const id = useId();
  const take = useImageFiles(onFiles);
  return (
    <>
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        className="visually-hidden admin-file-input"
        onChange={(event) => {
          void take(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <label htmlFor={id} className="admin-button admin-file-button">
        {label}
      </label>
    </>
  );
}
