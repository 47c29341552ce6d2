import { IMAGE_ACCEPT, isAcceptedImage } from '@agency/contract/media';
import { useId } from 'react';
import { adminTexts } from '@admin/admin-texts';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';

/** A button-looking label opening a multi-file image picker; files of other types are refused with a message. */
export function FilesButton({ label, onFiles }: { label: string; onFiles: (files: File[]) => void }) {
  const id = useId();
  const dialogs = useAdminDialogs();
  return (
    <>
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        className="visually-hidden admin-file-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          const refused = files.filter((file) => !isAcceptedImage(file));
          if (refused.length > 0) void dialogs.alert(adminTexts.unsupportedImage(refused.map((file) => file.name).join(', ')));
          const accepted = files.filter(isAcceptedImage);
          if (accepted.length > 0) onFiles(accepted);
          event.target.value = '';
        }}
      />
      <label htmlFor={id} className="admin-button admin-file-button">
        {label}
      </label>
    </>
  );
}
