import { adminTexts } from '@admin/admin-texts';
import { uploadPercent } from '@admin/lib/uploads/upload-percent';
import type { UploadItem } from '@admin/lib/uploads/use-uploads';

const STATUS_LABEL: Record<UploadItem['status'], string> = { queued: '대기 중', uploading: '업로드 중', done: '완료', failed: '실패', cancelled: '취소됨' };

/** One labelled progress bar per file being uploaded (three at a time), and a button that cancels the rest. */
export function UploadProgressList({ items, onCancel }: { items: UploadItem[]; onCancel?: () => void }) {
  if (items.length === 0) return null;
  const busy = items.some((item) => item.status === 'queued' || item.status === 'uploading');
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
          return (
            <li key={item.id} className={`admin-upload admin-upload--${item.status}`}>
              <span className="admin-upload-name">{item.name}</span>
              <progress max={100} value={percent} aria-label={`${item.name} ${STATUS_LABEL[item.status]}`} />
              <span className="admin-upload-percent">
                {STATUS_LABEL[item.status]} {percent}%
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
