import { IMAGE_ACCEPT } from '@agency/contract/media';
import { useId } from 'react';
import { adminTexts } from '@admin/admin-texts';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { displayUrl, imageFromFile, type ImageValue } from '@admin/lib/image-value';
import { refusedFilesText, sortPickedImages } from '@admin/lib/uploads/picked-files';

type ImagePickerProps = {
  label: string;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  disabled?: boolean;
  compact?: boolean;
};

/** Preview plus a file picker; the picked file is only uploaded when the form is saved, and is named under the preview. */
export function ImagePicker({ label, value, onChange, disabled, compact }: ImagePickerProps) {
  const id = useId();
  const dialogs = useAdminDialogs();
  const src = displayUrl(value);
  const take = async (file: File) => {
    // Refused before anything is uploaded, with the reason (decision 102; the server refuses them too).
    const { refused } = await sortPickedImages([file]);
    if (refused.length > 0) return dialogs.alert(refusedFilesText(refused));
    onChange(imageFromFile(file, value.file ? value.replacedUrl : value.url));
  };
  return (
    <div className={`admin-image-picker${compact ? ' admin-image-picker--compact' : ''}`}>
      <span className="admin-label" id={`${id}-label`}>
        {label}
      </span>
      <div className="admin-image-preview">
        {src ? <img src={src} alt={`${label} 미리보기`} loading="lazy" /> : <span className="admin-image-empty">{adminTexts.imageNone}</span>}
        {value.file && <span className="admin-image-badge">{adminTexts.imageChanged}</span>}
      </div>
      {value.file && (
        <span className="admin-image-file-name" title={value.file.name}>
          {value.file.name}
        </span>
      )}
      <input
        id={id}
        className="admin-file-input visually-hidden"
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={disabled}
        aria-labelledby={`${id}-label ${id}-button`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void take(file);
          event.target.value = '';
        }}
      />
      <label htmlFor={id} id={`${id}-button`} className="admin-button admin-button--small admin-file-button">
        {src ? adminTexts.imageChange : adminTexts.imagePick}
      </label>
    </div>
  );
}
