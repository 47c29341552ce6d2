import { adminTexts } from '../admin-texts';
import { nextPriority } from '../shared/priority';
import { PriorityField } from '../shared/priority-field';
import { TextField } from '../shared/text-field';
import { newVideoRow, type DetailVideoRow } from './artist-form-model';

type DetailVideosEditorProps = {
  rows: DetailVideoRow[];
  onChange: (rows: DetailVideoRow[]) => void;
  onRemove: (row: DetailVideoRow) => void;
};

export function DetailVideosEditor({ rows, onChange, onRemove }: DetailVideosEditorProps) {
  const setRow = (key: string, change: Partial<DetailVideoRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <section className="admin-card">
      <div className="admin-row-head">
        <h2 className="admin-card-title">상세 영상</h2>
        <button type="button" className="admin-button admin-button--small" onClick={() => onChange([...rows, newVideoRow(nextPriority(rows))])}>
          영상 추가
        </button>
      </div>
      <p className="admin-hint">URL이 비어 있는 영상은 저장하지 않습니다.</p>
      {rows.length === 0 ? (
        <p className="admin-empty">{adminTexts.empty}</p>
      ) : (
        <ol className="admin-video-lines">
          {rows.map((row, index) => (
            <li key={row.key} className="admin-video-line">
              <PriorityField value={row.priority} onChange={(priority) => setRow(row.key, { priority })} />
              <TextField
                label={`영상 ${index + 1} URL`}
                className="admin-field--grow"
                type="url"
                inputMode="url"
                placeholder="https://www.youtube.com/watch?v=..."
                value={row.videoUrl}
                onChange={(videoUrl) => setRow(row.key, { videoUrl })}
              />
              <button
                type="button"
                className="admin-button admin-button--ghost admin-button--small"
                aria-label={`영상 ${index + 1} ${adminTexts.remove}`}
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
