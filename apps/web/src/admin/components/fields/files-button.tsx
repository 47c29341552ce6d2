import { useId } from 'react';

/** A button-looking label opening a multi-file image picker. */
export function FilesButton({ label, onFiles }: { label: string; onFiles: (files: File[]) => void }) {
  const id = useId();
  return (
    <>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        className="visually-hidden admin-file-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          if (files.length > 0) onFiles(files);
          event.target.value = '';
        }}
      />
      <label htmlFor={id} className="admin-button admin-file-button">
        {label}
      </label>
    </>
  );
}
