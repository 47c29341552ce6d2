import { useId } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ImageField } from '@admin/components/fields/image-field';
import { PriorityField } from '@admin/components/fields/priority-field';
import { TextField } from '@admin/components/fields/text-field';
import { RemoveRowButton, RowList } from '@admin/components/row-list';
import { newVideoRow, type VideoRow } from './video-rows';

type VideoForm = { rows: VideoRow[] };

/** One video of a list: platform, priority, title, thumbnail and URL. */
function VideoRowFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { control, register, formState } = useFormContext<VideoForm>();
  const platformId = useId();
  const title = useWatch({ control, name: `rows.${index}.title` });
  const name = (title ?? '').trim() || `영상 ${index + 1}`;
  const errors = formState.errors.rows?.[index];
  return (
    <li className="admin-card admin-row">
      <div className="admin-row-head">
        <h2 className="admin-card-title">{name}</h2>
        <RemoveRowButton name={name} onRemove={onRemove} />
      </div>
      <div className="admin-row-body">
        <ImageField control={control} name={`rows.${index}.thumbnail`} label="썸네일" compact />
        <div className="admin-grid admin-grid--fields">
          <div className="admin-field admin-field--narrow">
            <label htmlFor={platformId} className="admin-label">
              플랫폼
            </label>
            <select id={platformId} className="admin-input" {...register(`rows.${index}.platform`)}>
              <option value="youtube">YouTube</option>
              <option value="vimeo">Vimeo</option>
            </select>
          </div>
          <PriorityField register={register} name={`rows.${index}.priority`} />
          <TextField label="제목" className="admin-field--wide" error={errors?.title?.message} {...register(`rows.${index}.title`)} />
          <TextField
            label="영상 URL"
            className="admin-field--wide"
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=..."
            hint="URL이 비어 있는 영상은 저장하지 않습니다."
            error={errors?.videoUrl?.message}
            {...register(`rows.${index}.videoUrl`)}
          />
        </div>
      </div>
    </li>
  );
}

/** The videos of a production or news list. */
export function VideoRowsEditor() {
  const { control, getValues } = useFormContext<VideoForm>();
  const rows = useFieldArray({ control, name: 'rows' });
  return (
    <RowList
      title="영상 목록"
      framed={false}
      count={rows.fields.length}
      listClassName="admin-rows"
      add={
        <button type="button" className="admin-button" onClick={() => rows.append(newVideoRow(getValues('rows')))}>
          영상 추가
        </button>
      }
    >
      {rows.fields.map((field, index) => (
        <VideoRowFields key={field.id} index={index} onRemove={() => rows.remove(index)} />
      ))}
    </RowList>
  );
}
