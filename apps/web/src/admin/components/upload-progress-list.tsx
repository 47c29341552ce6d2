import { adminTexts, uploadTexts } from '@admin/admin-texts';
import { uploadPercent } from '@admin/lib/uploads/upload-percent';
import type { UploadItem, UploadItemActions } from '@admin/lib/uploads/use-uploads';

const active = (item: UploadItem) => item.status === 'queued' || item.status === 'uploading';

/**
 * One labelled progress bar per file being uploaded (three at a time), a button that cancels the rest and one per
 * file; a file that failed says why and offers to try again (the save again: only such files are sent) or to take
 * it out.
 */
export function UploadProgressList({ items, onCancel, actions }: { items: UploadItem[]; onCancel?: () => void; actions?: UploadItemActions }) {
  if (items.length === 0) return null;
  const busy = items.some(active);
  return (
    <section className="admin-uploads" aria-label={adminTexts.uploadsHeading}>
      <div className="admin-row-head">
        <h2 className="admin-uploads-title">{adminTexts.uploadsHeading}</h2>
        {busy && onCancel && (
          <button type="button" className="admin-button admin-button--small admin-button--ghost" onClick={onCancel}>
            {adminTexts.cancelUploads}
          </button>
        )}
      </div>
      <ul>
        {items.map((item) => {
          const percent = uploadPercent(item);
          const status = uploadTexts.status[item.status];
          return (
            <li key={item.id} className={`admin-upload admin-upload--${item.status}`}>
              <span className="admin-upload-name" title={item.name}>
                {item.name}
              </span>
              <progress max={100} value={percent} aria-label={`${item.name} ${status}`} />
              <span className="admin-upload-percent">
                {status} {percent}%
              </span>
              <span className="admin-upload-action">
                {active(item) && actions && (
                  <button type="button" className="admin-button admin-button--small admin-button--ghost" aria-label={uploadTexts.cancelOneLabel(item.name)} onClick={() => actions.cancel(item.id)}>
                    {uploadTexts.cancelOne}
                  </button>
                )}
              </span>
              {(item.status === 'failed' || item.status === 'cancelled') && (
                <div className="admin-upload-actions">
                  <p className="admin-upload-reason">{item.reason ?? status}</p>
                  {/* Inside the edit form: saving again sends only the files not stored yet. */}
                  <button type="submit" className="admin-button admin-button--small" aria-label={uploadTexts.retryLabel(item.name)}>
                    {uploadTexts.retry}
                  </button>
                  {actions && (
                    <button type="button" className="admin-button admin-button--small admin-button--ghost" aria-label={uploadTexts.removeFileLabel(item.name)} onClick={() => actions.remove(item)}>
                      {uploadTexts.removeFile}
                    </button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
