import { useId } from 'react';
import { adminTexts } from '../admin-texts';
import { ImagePicker } from '../shared/image-picker';
import { PriorityField } from '../shared/priority-field';
import { TextField } from '../shared/text-field';
import type { VideoRow } from './video-rows';

type VideoRowEditorProps = {
  row: VideoRow;
  position: number;
  onChange: (row: VideoRow) => void;
  onRemove: () => void;
};

/** One video of a list: platform, priority, title, thumbnail and URL. */
export function VideoRowEditor({ row, position, onChange, onRemove }: VideoRowEditorProps) {
  const platformId = useId();
  const name = row.title.trim() || `영상 ${position}`;
  return (
    <li className="admin-card admin-row">
      <div className="admin-row-head">
        <h2 className="admin-card-title">{name}</h2>
        <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={onRemove} aria-label={`${name} ${adminTexts.remove}`}>
          {adminTexts.remove}
        </button>
      </div>
      <div className="admin-row-body">
        <ImagePicker label="썸네일" compact value={row.thumbnail} onChange={(thumbnail) => onChange({ ...row, thumbnail })} />
        <div className="admin-grid admin-grid--fields">
          <div className="admin-field admin-field--narrow">
            <label htmlFor={platformId} className="admin-label">
              플랫폼
            </label>
            <select
              id={platformId}
              className="admin-input"
              value={row.isYoutube ? 'youtube' : 'vimeo'}
              onChange={(event) => onChange({ ...row, isYoutube: event.target.value === 'youtube' })}
            >
              <option value="youtube">YouTube</option>
              <option value="vimeo">Vimeo</option>
            </select>
          </div>
          <PriorityField value={row.priority} onChange={(priority) => onChange({ ...row, priority })} />
          <TextField label="제목" className="admin-field--wide" value={row.title} onChange={(title) => onChange({ ...row, title })} />
          <TextField
            label="영상 URL"
            className="admin-field--wide"
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=..."
            hint="URL이 비어 있는 영상은 저장하지 않습니다."
            value={row.videoUrl}
            onChange={(videoUrl) => onChange({ ...row, videoUrl })}
          />
        </div>
      </div>
    </li>
  );
}
