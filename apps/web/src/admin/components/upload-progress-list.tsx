import { adminTexts } from '@admin/admin-texts';
import { uploadPercent } from '@admin/lib/uploads/upload-percent';
import type { UploadItem } from '@admin/lib/uploads/use-uploads';

const STATUS_LABEL: Record<UploadItem['status'], string> = { uploading: '업로드 중', done: '완료', failed: '실패' };

/** One labelled progress bar per file being uploaded. */
export function UploadProgressList({ items }: { items: UploadItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className="admin-uploads" aria-label={adminTexts.uploadsHeading}>
      <h2 className="admin-uploads-title">{adminTexts.uploadsHeading}</h2>
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
