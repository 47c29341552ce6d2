import { APPLICATION_PHOTO_TYPES, APPLICATION_PHOTOS } from '@agency/contract/application-rules';
import { useId } from 'react';
import { useTexts } from '@shared/i18n/use-language';
import { applyTexts } from '../apply-texts';
import type { ApplyForm } from '../use-apply-form';

/** The application's photos: picked from the phone's gallery or camera, uploaded at once, each with its state. */
export function PhotoPicker({ form }: { form: ApplyForm }) {
  const t = useTexts(applyTexts);
  const id = useId();
  const full = form.photos.length >= APPLICATION_PHOTOS.max;
  return (
    <fieldset className="apply-section apply-photos" aria-describedby={`${id}-hint`}>
      <legend>
        {t.photos} <span className="apply-tag">{t.required}</span>
      </legend>
      <p id={`${id}-hint`} className="apply-hint">
        {t.photosHint}
      </p>
      <div className="apply-photo-bar">
        <label className={`apply-button${full ? ' is-disabled' : ''}`} htmlFor={`${id}-input`}>
          {t.pickPhotos}
        </label>
        <input
          id={`${id}-input`}
          className="apply-file-input"
          type="file"
          accept={APPLICATION_PHOTO_TYPES.join(',')}
          multiple
          disabled={full}
          onChange={(event) => {
            if (event.target.files) form.addFiles(event.target.files);
            event.target.value = '';
          }}
        />
        <span className="apply-hint" aria-live="polite">
          {t.photoCount(form.photos.length)}
        </span>
      </div>
      {form.photos.length > 0 && (
        <ul className="apply-photo-list">
          {form.photos.map((photo, index) => (
            <li key={photo.key} className={`apply-photo is-${photo.status}`}>
              <img src={photo.preview} alt={t.photoAlt(index + 1)} width={120} height={150} />
              <span className="apply-photo-state" role="status">
                {photo.status === 'uploading' ? t.photoUploading : photo.status === 'done' ? t.photoDone : (photo.error ?? t.photoFailed)}
              </span>
              <span className="apply-photo-actions">
                {photo.status === 'failed' && (
                  <button type="button" className="apply-link-button" onClick={() => form.retryPhoto(photo.key)}>
                    {t.retry}
                  </button>
                )}
                <button type="button" className="apply-link-button" aria-label={t.removePhoto(index + 1)} onClick={() => form.removePhoto(photo.key)}>
                  ✕
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
