import { IMAGE_ACCEPT, isAcceptedImage } from '@agency/contract/media';
import { useId } from 'react';
import { adminTexts } from '@admin/admin-texts';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { displayUrl, imageFromFile, type ImageValue } from '@admin/lib/image-value';

type ImagePickerProps = {
  label: string;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  disabled?: boolean;
  compact?: boolean;
};

/** Preview plus a file picker; the picked file is only uploaded when the form is saved. */
export function ImagePicker({ label, value, onChange, disabled, compact }: ImagePickerProps) {
  const id = useId();
  const dialogs = useAdminDialogs();
  const src = displayUrl(value);
  return (
    <div className={`admin-image-picker${compact ? ' admin-image-picker--compact' : ''}`}>
      <span className="admin-label" id={`${id}-label`}>
        {label}
      </span>
      <div className="admin-image-preview">
        {src ? <img src={src} alt={`${label} 미리보기`} loading="lazy" /> : <span className="admin-image-empty">{adminTexts.imageNone}</span>}
        {value.file && <span className="admin-image-badge">{adminTexts.imageChanged}</span>}
      </div>
      <input
        id={id}
        className="admin-file-input visually-hidden"
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={disabled}
        aria-labelledby={`${id}-label ${id}-button`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Refused before anything is uploaded, naming the accepted types (the server refuses them too).
          if (file && !isAcceptedImage(file)) void dialogs.alert(adminTexts.unsupportedImage(file.name));
          else if (file) onChange(imageFromFile(file));
          event.target.value = '';
        }}
      />
      <label htmlFor={id} id={`${id}-button`} className="admin-button admin-button--small admin-file-button">
        {src ? adminTexts.imageChange : adminTexts.imagePick}
      </label>
    </div>
  );
}
