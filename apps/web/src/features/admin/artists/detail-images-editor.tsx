import { adminTexts } from '../admin-texts';
import { FilesButton } from '../shared/files-button';
import { ImagePicker } from '../shared/image-picker';
import { imageFromFile } from '../shared/image-value';
import { nextPriority } from '../shared/priority';
import { PriorityField } from '../shared/priority-field';
import { newRowKey } from '../shared/row-key';
import type { DetailImageRow } from './artist-form-model';

type DetailImagesEditorProps = {
  rows: DetailImageRow[];
  onChange: (rows: DetailImageRow[]) => void;
  onRemove: (row: DetailImageRow) => void;
};

export function DetailImagesEditor({ rows, onChange, onRemove }: DetailImagesEditorProps) {
  const setRow = (key: string, change: Partial<DetailImageRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const addFiles = (files: File[]) => {
    const start = nextPriority(rows);
    onChange([...rows, ...files.map((file, index) => ({ key: newRowKey(), priority: start + index, image: imageFromFile(file) }))]);
  };
  return (
    <section className="admin-card">
      <div className="admin-row-head">
        <h2 className="admin-card-title">상세 이미지</h2>
        <FilesButton label="상세 이미지 추가" onFiles={addFiles} />
      </div>
      {rows.length === 0 ? (
        <p className="admin-empty">{adminTexts.empty}</p>
      ) : (
        <ol className="admin-tiles">
          {rows.map((row, index) => (
            <li key={row.key} className="admin-tile">
              <ImagePicker label={`상세 이미지 ${index + 1}`} compact value={row.image} onChange={(image) => setRow(row.key, { image })} />
              <PriorityField value={row.priority} onChange={(priority) => setRow(row.key, { priority })} />
              <button
                type="button"
                className="admin-button admin-button--ghost admin-button--small"
                aria-label={`상세 이미지 ${index + 1} ${adminTexts.remove}`}
                onClick={() => onRemove(row)}
              >
                {adminTexts.remove}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
