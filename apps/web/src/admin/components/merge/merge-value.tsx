import type { MergeItem } from '@admin/lib/edit-form/merge-edits';
import { mergeTexts as t } from './merge-texts';

type Picture = { url: string; file?: Blob; previewUrl?: string };

function isPicture(value: unknown): value is Picture {
  return typeof value === 'object' && value !== null && typeof (value as { url?: unknown }).url === 'string' && !Array.isArray(value);
}

function looksLikeImageAddress(value: unknown): value is string {
  return typeof value === 'string' && /^(\/media\/|https?:\/\/).+\.(avif|gif|jpe?g|png|svg|webp)(\?.*)?$/i.test(value);
}

/** A picture as the admin sees it: the stored address, or a picked file's preview (picked files carry one). */
function PictureView({ picture }: { picture: Picture }) {
  const { file, previewUrl } = picture;
  if (!file && picture.url.trim() === '') return <span className="admin-merge-missing">{t.noImage}</span>;
  const src = previewUrl ?? picture.url;
  const caption = file instanceof File ? t.newFile(file.name) : picture.url.split('/').pop();
  return (
    <span className="admin-merge-picture">
      {src && <img src={src} alt="" loading="lazy" />}
      <span className="admin-merge-caption">{caption}</span>
    </span>
  );
}

/** A row of a list (a picture, a video): its picture and its texts. */
function RowView({ row }: { row: Record<string, unknown> }) {
  const picture = [row.image, row.thumbnail].find(isPicture);
  const texts = ['title', 'titleENG', 'date', 'platform', 'videoUrl', 'url'].map((key) => row[key]).filter((value): value is string => typeof value === 'string' && value !== '');
  return (
    <span className="admin-merge-row">
      {picture && <PictureView picture={picture} />}
      {texts.length > 0 && <span className="admin-merge-text">{texts.join('\n')}</span>}
    </span>
  );
}

/** One side of a merge item, as the admin would recognise it on the form. */
export function MergeValue({ item, value }: { item: MergeItem; value: unknown }) {
  if (value === undefined) return <span className="admin-merge-missing">{item.base === undefined ? t.none : t.deleted}</span>;
  if (item.field.format) return <span className="admin-merge-text">{item.field.format(value)}</span>;
  if (typeof value === 'string') return value.trim() === '' ? <span className="admin-merge-missing">{t.empty}</span> : <span className="admin-merge-text">{value}</span>;
  if (typeof value === 'boolean') return <span className="admin-merge-text">{value ? t.yes : t.no}</span>;
  if (typeof value === 'number') return <span className="admin-merge-text">{String(value)}</span>;
  if (value === null) return <span className="admin-merge-missing">{t.none}</span>;
  if (isPicture(value)) return <PictureView picture={value} />;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="admin-merge-missing">{t.empty}</span>;
    if (value.every(looksLikeImageAddress))
      return (
        <span className="admin-merge-pictures">
          {value.map((url, index) => (
            <PictureView key={`${url}-${index}`} picture={{ url }} />
          ))}
        </span>
      );
    return <span className="admin-merge-text">{value.map((entry) => (typeof entry === 'object' ? JSON.stringify(entry) : String(entry))).join(', ')}</span>;
  }
  if (typeof value === 'object') return <RowView row={value as Record<string, unknown>} />;
  return <span className="admin-merge-text">{String(value)}</span>;
}
