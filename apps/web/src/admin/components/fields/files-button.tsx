import { IMAGE_ACCEPT, isAcceptedImage } from '@agency/contract/media';
import { useId } from 'react';
import { adminTexts } from '@admin/admin-texts';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';

/** Takes picked or dropped files: images go on, files of other types are refused with a message. */
export function useImageFiles(onFiles: (files: File[]) => void) {
  const dialogs = useAdminDialogs();
  return (files: File[]) => {
    const refused = files.filter((file) => !isAcceptedImage(file));
    if (refused.length > 0) void dialogs.alert(adminTexts.unsupportedImage(refused.map((file) => file.name).join(', ')));
    const accepted = files.filter(isAcceptedImage);
    if (accepted.length > 0) onFiles(accepted);
  };
}

/** A button-looking label opening a multi-file image picker; files of other types are refused with a message. */
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
          take(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <label htmlFor={id} className="admin-button admin-file-button">
        {label}
      </label>
    </>
  );
}
